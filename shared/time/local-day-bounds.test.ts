import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTimestamp } from '../api/timestamp';
import { AppFailure } from '../result';
import { addDays } from './civil';
import { oracle, transitionsIn } from './testing/oracle';
import { dateRangeWindow, dayWindow } from './local-day-bounds';

const ZONES = Intl.supportedValuesOf('timeZone');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Checks every property of the window of day `date` in `zone`; returns it for tiling checks. */
function checkDay(zone: string, date: string): { startMs: number; endMs: number } {
  const w = dayWindow(date, zone);
  const context = `${zone} ${date} ${w.timeMin} ${w.timeMax}`;
  expect(w.timeMin, context).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  expect(parseTimestamp(w.timeMin), context).toBe(w.startMs);
  expect(parseTimestamp(w.timeMax), context).toBe(w.endMs);
  expect(w.endMs, context).toBeGreaterThanOrEqual(w.startMs);
  // Not DAY + a DST hour: a zone's first offset can make a longer day (Iqaluit, 1942-07-31: 28 hours).
  expect(w.endMs - w.startMs, context).toBeLessThan(2 * DAY);
  if (w.endMs === w.startMs) {
    // The whole day fell into a gap (Samoa skipped 2011-12-30): nothing on the clock reads D.
    expect(oracle(zone, w.startMs - 1).date < date, context).toBe(true);
    expect(oracle(zone, w.startMs).date > date, context).toBe(true);
    return w;
  }
  const start = oracle(zone, w.startMs);
  const end = oracle(zone, w.endMs);
  // The first instant of D: the clock reads D there, and an earlier date just before.
  expect(start.date, context).toBe(date);
  expect(oracle(zone, w.startMs - 1).date < date, context).toBe(true);
  expect(oracle(zone, w.endMs - 1).date, context).toBe(date);
  expect(end.date > date, context).toBe(true);
  // Midnight itself, unless the clock jumped over it (then the offset changed right there).
  if (start.time !== '00:00:00') {
    expect(oracle(zone, w.startMs - 1).offsetMs, context).not.toBe(start.offsetMs);
  }
  if (start.time === '00:00:00' && end.time === '00:00:00') {
    // Local days are 24 hours of wall clock: the length is 24 h minus the offset change (23, 25, 23.5…).
    expect(w.endMs - w.startMs, context).toBe(DAY - (end.offsetMs - start.offsetMs));
  }
  return w;
}

/** Local dates on which `zone` changed its offset in `year`. */
function changeDays(zone: string, year: number): string[] {
  return transitionsIn(zone, year).map((change) => oracle(zone, change.at).date);
}

describe('dayWindow across all IANA zones', () => {
  it('is right on every offset-change day of 2026 in every zone', () => {
    let checked = 0;
    for (const zone of ZONES) {
      for (const day of changeDays(zone, 2026)) {
        for (const d of [addDays(day, -1), day, addDays(day, 1)]) {
          const w = checkDay(zone, d);
          expect(checkDay(zone, addDays(d, 1)).startMs).toBe(w.endMs);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(300); // Most DST zones change twice a year.
  });

  it('is right on change days of random zones and years, and days tile exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 1900, max: 2100 }),
        fc.nat(),
        (zone, year, pick) => {
          const days = changeDays(zone, year);
          const day = days.length > 0 ? (days[pick % days.length] as string) : `${year}-06-15`;
          let previous = checkDay(zone, addDays(day, -1));
          for (const d of [day, addDays(day, 1)]) {
            const w = checkDay(zone, d);
            expect(w.startMs, `${zone} ${d}`).toBe(previous.endMs);
            previous = w;
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is right on any day of any zone', () => {
    const first = Date.UTC(1900, 0, 1) / DAY;
    const last = Date.UTC(2100, 0, 1) / DAY;
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: first, max: last }), (zone, n) => {
        const date = new Date(n * DAY).toISOString().slice(0, 10);
        const w = checkDay(zone, date);
        expect(checkDay(zone, addDays(date, 1)).startMs).toBe(w.endMs);
      }),
      { numRuns: 2000 },
    );
  });

  it('knows the famous cases', () => {
    expect(dayWindow('2026-03-29', 'Europe/London')).toEqual({
      timeMin: '2026-03-29T00:00:00+00:00',
      timeMax: '2026-03-30T00:00:00+01:00',
      startMs: Date.UTC(2026, 2, 29),
      endMs: Date.UTC(2026, 2, 29, 23),
    });
    const autumn = dayWindow('2026-10-25', 'Europe/London');
    expect(autumn.endMs - autumn.startMs).toBe(25 * HOUR);
    const lordHowe = dayWindow('2026-04-05', 'Australia/Lord_Howe');
    expect(lordHowe.endMs - lordHowe.startMs).toBe(24.5 * HOUR);
    const samoa = dayWindow('2011-12-30', 'Pacific/Apia');
    expect(samoa.endMs - samoa.startMs).toBe(0);
    // Iqaluit's first offset (-00 to -04 at midnight) made a 28-hour day: CI once found it at random.
    const iqaluit = dayWindow('1942-07-31', 'America/Iqaluit');
    expect(iqaluit.endMs - iqaluit.startMs).toBe(28 * HOUR);
    // Midnight does not exist in Santiago on the spring-forward day: the day starts at 01:00.
    expect(dayWindow('2026-09-06', 'America/Santiago').timeMin).toBe('2026-09-06T01:00:00-03:00');
  });
});

describe('dateRangeWindow', () => {
  it('includes the last day and starts at the first day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 400 }),
        (zone, n, length) => {
          const from = addDays('1990-01-01', n);
          const to = addDays(from, length);
          const w = dateRangeWindow(from, to, zone);
          expect(w.startMs).toBe(dayWindow(from, zone).startMs);
          expect(w.endMs).toBe(dayWindow(to, zone).endMs);
          expect(parseTimestamp(w.timeMin)).toBe(w.startMs);
          expect(parseTimestamp(w.timeMax)).toBe(w.endMs);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses bad dates, bad zones and reversed ranges', () => {
    const failsWith = (f: () => unknown): void => {
      expect(f).toThrow(AppFailure);
      try {
        f();
      } catch (e) {
        expect((e as AppFailure).kind).toBe('invalid-argument');
      }
    };
    failsWith(() => dateRangeWindow('2026-03-02', '2026-03-01', 'UTC'));
    failsWith(() => dateRangeWindow('2026-02-30', '2026-03-01', 'UTC'));
    failsWith(() => dayWindow('2026-3-1', 'UTC'));
    failsWith(() => dayWindow('2026-03-01', 'Mars/Olympus_Mons'));
    failsWith(() => dayWindow('2026-03-01', ''));
    expect(dateRangeWindow('2026-03-01', '2026-03-01', 'UTC').endMs).toBe(Date.UTC(2026, 2, 2));
  });
});
