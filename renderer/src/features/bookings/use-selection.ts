import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { localDateOf } from '../../../../shared/time/zone';
import {
  initialSelection,
  selectionToday,
  shiftSelection,
  type DateSelection,
} from '../../../../shared/view/navigation';
import type { TimeOfDay } from '../../../../shared/scope/booking-filter';

/** Stable ways to change the dates shown (stable, so memoised toolbars do not redraw). */
export interface SelectionActions {
  readonly set: (s: DateSelection) => void;
  readonly previous: () => void;
  readonly next: () => void;
  readonly today: () => void;
  readonly setTimeOfDay: (t: TimeOfDay | null) => void;
}

/** The dates shown, starting with today in the zone, and stable actions on them. */
export function useSelection(zone: string): [DateSelection, SelectionActions] {
  const [selection, setSelection] = useState<DateSelection>(() =>
    initialSelection(localDateOf(zone, Date.now())),
  );
  const zoneRef = useRef(zone);
  useLayoutEffect(() => {
    zoneRef.current = zone;
  }, [zone]);
  const actions = useMemo<SelectionActions>(
    () => ({
      set: setSelection,
      previous: () => setSelection((s) => shiftSelection(s, -1)),
      next: () => setSelection((s) => shiftSelection(s, 1)),
      today: () => setSelection((s) => selectionToday(s, localDateOf(zoneRef.current, Date.now()))),
      setTimeOfDay: (t) => setSelection((s) => ({ ...s, timeOfDay: t })),
    }),
    [],
  );
  return [selection, actions];
}
