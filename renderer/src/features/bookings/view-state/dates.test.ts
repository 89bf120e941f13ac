import { describe, expect, it } from 'vitest';
import { applied, BERLIN, OPENED_AT, range, stateAfter } from './testing/view-state-fixture';
import { datesShown, initialViewState, type ViewState } from './view-state';

const shown = (s: ViewState, zone = BERLIN) => datesShown(s.perAccount, zone);
// 22:00 UTC on 26 March: still the 26th in Berlin, already the 27th in Auckland.
const LATE = OPENED_AT + 13 * 3_600_000;
const AUCKLAND = 'Pacific/Auckland';

describe('the dates shown (kept while the account is open)', () => {
  it('open on today in the zone shown, as a Day view of whole days', () => {
    expect(shown(stateAfter())).toMatchObject({ mode: 'day', day: '2026-03-26', timeOfDay: null });
    expect(shown(initialViewState(LATE), AUCKLAND).day).toBe('2026-03-27');
    expect(shown(initialViewState(LATE), BERLIN).day).toBe('2026-03-26');
  });

  it('setDates shows exactly the dates given', () => {
    const week = range('2026-03-23', '2026-03-29');
    expect(shown(stateAfter({ type: 'setDates', dates: week }))).toBe(week);
  });

  it('stepDates moves a day in Day view, and a range by its length', () => {
    expect(shown(stateAfter({ type: 'stepDates', direction: -1, zone: BERLIN })).day).toBe(
      '2026-03-25',
    );
    const week = stateAfter(
      { type: 'setDates', dates: range('2026-03-23', '2026-03-29') },
      { type: 'stepDates', direction: 1, zone: BERLIN },
    );
    expect(shown(week)).toMatchObject({ from: '2026-03-30', to: '2026-04-05' });
  });

  it('stepDates from the first screen’s day counts from that day in the zone shown', () => {
    const next = applied(initialViewState(LATE), {
      type: 'stepDates',
      direction: 1,
      zone: AUCKLAND,
    });
    expect(next.perAccount.dates).toMatchObject({ mode: 'day', day: '2026-03-28' });
  });

  it('goToToday brings today in the zone into view, keeping a range’s length', () => {
    const away = stateAfter(
      { type: 'setDates', dates: range('2026-01-05', '2026-01-11') },
      { type: 'goToToday', now: LATE, zone: AUCKLAND },
    );
    expect(shown(away)).toMatchObject({ mode: 'range', from: '2026-03-27', to: '2026-04-02' });
    const day = stateAfter(
      { type: 'stepDates', direction: -1, zone: BERLIN },
      { type: 'goToToday', now: LATE, zone: BERLIN },
    );
    expect(shown(day).day).toBe('2026-03-26');
  });

  it('setTimeOfDay narrows the days shown and keeps them', () => {
    const hours = { startMinute: 7 * 60, endMinute: 19 * 60 };
    const s = stateAfter(
      { type: 'stepDates', direction: 1, zone: BERLIN },
      { type: 'setTimeOfDay', timeOfDay: hours, zone: BERLIN },
    );
    expect(shown(s)).toMatchObject({ mode: 'day', day: '2026-03-27', timeOfDay: hours });
    const whole = applied(s, { type: 'setTimeOfDay', timeOfDay: null, zone: BERLIN });
    expect(shown(whole)).toMatchObject({ day: '2026-03-27', timeOfDay: null });
  });

  it('no change of dates touches the page: its tags and search stay', () => {
    const filtered = stateAfter(
      { type: 'setTags', tags: ['Ground floor'] },
      { type: 'setSearch', search: 'ann' },
    );
    const moved = applied(
      filtered,
      { type: 'setDates', dates: range('2026-03-23', '2026-03-29') },
      { type: 'stepDates', direction: 1, zone: BERLIN },
      { type: 'goToToday', now: OPENED_AT, zone: BERLIN },
      { type: 'setTimeOfDay', timeOfDay: null, zone: BERLIN },
    );
    expect(moved.perPage).toBe(filtered.perPage);
  });
});
