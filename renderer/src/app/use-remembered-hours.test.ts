import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { WorkspaceView } from '../features/bookings/view-state/use-view-state';
import { useRememberedHours } from './use-remembered-hours';

const MORNING: TimeOfDay = { startMinute: 7 * 60, endMinute: 13 * 60 };
const EVENING: TimeOfDay = { startMinute: 17 * 60, endMinute: 22 * 60 };

/** The hook over a view whose only state is the hours shown. */
function setup(saved: TimeOfDay | null, ready = true) {
  const save = vi.fn<(patch: { timeOfDay: TimeOfDay | null }) => void>();
  const hook = renderHook(
    (props: { saved: TimeOfDay | null; ready: boolean }) => {
      const [shown, setShown] = useState<TimeOfDay | null>(null);
      const view = {
        dates: { mode: 'day', day: '2026-03-26', from: '', to: '', timeOfDay: shown },
        actions: { dates: { setTimeOfDay: setShown } },
      } as unknown as WorkspaceView;
      useRememberedHours(view, props.saved, props.ready, save);
      return { shown, setShown };
    },
    { initialProps: { saved, ready } },
  );
  return { ...hook, save };
}

describe('the remembered hours of the day', () => {
  it('puts the saved hours back once settings are read, without saving them again', () => {
    const { result, rerender, save } = setup(null, false);
    rerender({ saved: MORNING, ready: true });
    expect(result.current.shown).toEqual(MORNING);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a change, and the whole day too', () => {
    const { result, rerender, save } = setup(MORNING);
    act(() => result.current.setShown(EVENING));
    expect(save).toHaveBeenLastCalledWith({ timeOfDay: EVENING });
    rerender({ saved: EVENING, ready: true });
    act(() => result.current.setShown(null));
    expect(save).toHaveBeenLastCalledWith({ timeOfDay: null });
    expect(save).toHaveBeenCalledTimes(2);
  });
});
