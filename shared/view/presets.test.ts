import { describe, expect, it } from 'vitest';
import { shiftSelection, type DateSelection } from './navigation';
import { calendarWeek, presetSelection, presetShown, PRESETS } from './presets';
import { periodFromToday } from '../time/period';

// Wednesday 25 November 2026.
const TODAY = '2026-11-25';
const shown: DateSelection = {
  mode: 'day',
  day: TODAY,
  from: TODAY,
  to: TODAY,
  timeOfDay: null,
};

describe('the period presets', () => {
  it('are the command line’s --period, with the user’s week start', () => {
    for (const { name } of PRESETS) {
      const s = presetSelection(name, TODAY, 'sunday', shown);
      // The presets are named as --period names them.
      const want = periodFromToday(name, TODAY, 'sunday');
      expect(s.mode === 'day' ? { from: s.day, to: s.day } : { from: s.from, to: s.to }).toEqual(
        want,
      );
      expect(s.preset).toBe(name);
    }
    expect(presetSelection('this-week', TODAY, 'monday', shown)).toMatchObject({
      from: '2026-11-23',
      to: TODAY,
    });
    expect(presetSelection('this-week', TODAY, 'sunday', shown)).toMatchObject({
      from: '2026-11-22',
    });
    expect(presetSelection('this-year', TODAY, 'monday', shown)).toMatchObject({
      from: '2026-01-01',
      to: TODAY,
    });
  });

  it('step by their unit: a whole calendar week, month or year, or their N days', () => {
    const step = (name: Parameters<typeof presetSelection>[0], direction: -1 | 1) =>
      shiftSelection(presetSelection(name, TODAY, 'monday', shown), direction);
    expect(step('this-week', -1)).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(step('last-week', 1)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(step('this-month', -1)).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(step('last-month', -1)).toMatchObject({ from: '2026-09-01', to: '2026-09-30' });
    expect(step('this-year', -1)).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    expect(step('last-30-days', -1)).toMatchObject({ from: '2026-09-26', to: '2026-10-25' });
    expect(step('yesterday', -1)).toMatchObject({ mode: 'day', day: '2026-11-23' });
    // February of a leap year, from March.
    const march = presetSelection('last-month', '2028-04-10', 'monday', shown);
    expect(shiftSelection(march, -1)).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('open Range on the calendar week of the day shown', () => {
    expect(calendarWeek(TODAY, 'monday')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarWeek(TODAY, 'saturday')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });
});

describe('presetShown', () => {
  const today = '2026-11-28';
  it('names a preset while its days are shown', () => {
    const chosen = presetSelection('last-month', today, 'monday', {
      mode: 'day' as const,
      day: today,
      from: today,
      to: today,
    });
    expect(presetShown(chosen, today, 'monday')).toBe('last-month');
    expect(presetShown({ ...chosen, preset: 'today' as const }, today, 'monday')).toBeNull();
  });

  it('stops naming Today once the day shown is another (a place saved yesterday, or a step back)', () => {
    const yesterday = { mode: 'day' as const, day: '2026-11-27', from: today, to: today };
    expect(presetShown({ ...yesterday, preset: 'today' as const }, today, 'monday')).toBeNull();
    expect(
      presetShown({ ...yesterday, day: today, preset: 'today' as const }, today, 'monday'),
    ).toBe('today');
    expect(presetShown({ ...yesterday, preset: null }, today, 'monday')).toBeNull();
  });
});
