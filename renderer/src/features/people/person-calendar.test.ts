import { describe, expect, it } from 'vitest';
import { calendarMonths } from './person-calendar';

describe('calendarMonths', () => {
  it('lays a month out in weeks from the locale first day, with each day of the period and its bookings', () => {
    // November 2026 begins on a Sunday.
    const [month, ...rest] = calendarMonths(
      { from: '2026-11-02', to: '2026-11-30' },
      new Map([['2026-11-03', 2]]),
      1,
    );
    expect(rest).toEqual([]);
    expect(month?.month).toBe('2026-11-01');
    // Monday first: six empty cells before Sunday the 1st; 30 days; 6 weeks.
    expect(month?.weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(month?.weeks[0]?.[6]).toEqual({ date: '2026-11-01', inPeriod: false, bookings: 0 });
    expect(month?.weeks[1]?.[1]).toEqual({ date: '2026-11-03', inPeriod: true, bookings: 2 });
    expect(month?.weeks).toHaveLength(6);
    expect(month?.weeks.flat().filter((d) => d !== null)).toHaveLength(30);
  });

  it('starts on Sunday where the locale does, and covers every month a period touches, over a new year', () => {
    const months = calendarMonths({ from: '2026-12-28', to: '2027-01-03' }, new Map(), 0);
    expect(months.map((m) => m.month)).toEqual(['2026-12-01', '2027-01-01']);
    // December 2026 begins on a Tuesday: Sunday and Monday before it.
    expect(months[0]?.weeks[0]?.[2]?.date).toBe('2026-12-01');
    expect(
      months[1]?.weeks
        .at(-1)
        ?.filter((d) => d !== null)
        .at(-1)?.date,
    ).toBe('2027-01-31');
  });
});
