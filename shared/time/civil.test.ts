import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  civilFromDays,
  daysBetween,
  daysFromCivil,
  formatIsoDate,
  parseIsoDate,
  UTC_DAY_MS,
} from './civil';

const DAYS = fc.integer({ min: -800_000, max: 2_900_000 }); // years about -220 to 9900

/** The oracle: the same day number read through Date. */
function viaDate(days: number): { year: number; month: number; day: number } {
  const d = new Date(days * UTC_DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

describe('civil calendar', () => {
  it('agrees with Date on every day number, both ways', () => {
    fc.assert(
      fc.property(DAYS, (n) => {
        const date = civilFromDays(n);
        expect(date).toEqual(viaDate(n));
        expect(daysFromCivil(date.year, date.month, date.day)).toBe(n);
      }),
      { numRuns: 5000 },
    );
    expect(civilFromDays(0)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(daysFromCivil(2000, 2, 29)).toBe(11_016);
  });

  it('parses exactly the real dates in YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const probe = new Date(0);
          probe.setUTCFullYear(year, month - 1, day);
          const real =
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            probe.getUTCMonth() === month - 1 &&
            probe.getUTCDate() === day;
          expect(parseIsoDate(text), text).toEqual(real ? { year, month, day } : null);
          if (real) expect(formatIsoDate({ year, month, day })).toBe(text);
        },
      ),
      { numRuns: 5000 },
    );
    for (const bad of [
      '2026-3-01',
      '2026-03-1',
      '26-03-01',
      '2026/03/01',
      '2026-03-01T00:00',
      ' 2026-03-01',
      '+2026-03-01',
      '',
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2100-02-29')).toBeNull();
  });

  it('adds days and counts them consistently', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (n, k) => {
          const date = formatIsoDate(civilFromDays(n));
          const later = addDays(date, k);
          expect(later).toBe(formatIsoDate(viaDate(n + k)));
          expect(daysBetween(date, later)).toBe(k);
          expect(addDays(later, -k)).toBe(date);
        },
      ),
    );
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', 'tomorrow')).toThrow(/tomorrow/);
  });
});
