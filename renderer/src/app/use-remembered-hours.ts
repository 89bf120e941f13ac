import { useEffect, useRef } from 'react';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { WorkspaceView } from '../features/bookings/view-state/use-view-state';

const sameHours = (a: TimeOfDay | null, b: TimeOfDay | null): boolean =>
  a === b || (!!a && !!b && a.startMinute === b.startMinute && a.endMinute === b.endMinute);

/**
 * The hours of the day shown are remembered per account, as the zone is: the saved window is put
 * back once the account's settings are read, and a change is saved.
 */
export function useRememberedHours(
  view: WorkspaceView,
  saved: TimeOfDay | null | undefined,
  settingsReady: boolean,
  save: (patch: { readonly timeOfDay: TimeOfDay | null }) => void,
): void {
  const restored = useRef(false);
  // The saved window on its way to the screen: nothing is saved until it is shown.
  const arriving = useRef<TimeOfDay | null>(null);
  const shown = view.dates.timeOfDay;
  const { setTimeOfDay } = view.actions.dates;
  useEffect(() => {
    if (restored.current || !settingsReady) return;
    restored.current = true;
    if (saved && !sameHours(saved, shown)) {
      arriving.current = saved;
      setTimeOfDay(saved);
    }
  }, [settingsReady, saved, shown, setTimeOfDay]);
  useEffect(() => {
    if (!restored.current) return;
    if (arriving.current) {
      if (sameHours(shown, arriving.current)) arriving.current = null;
      return;
    }
    if (!sameHours(shown, saved ?? null)) save({ timeOfDay: shown });
  }, [shown, saved, save]);
}
