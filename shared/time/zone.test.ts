import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTimestamp } from '../api/timestamp';
import { oracle, transitionsIn } from './testing/oracle';
import {
  formatIsoInZone,
  formatLocalDateTime,
  formatOffset,
  isValidTimeZone,
  localDateOf,
  localDayRange,
  offsetMinutesAt,
  startOfLocalDay,
  steadyOffsetMs,
  wallTime,
  zonedTimeToEpoch,
} from './zone';

const ZONES = Intl.supportedValuesOf('timeZone');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const INSTANT = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
const ZONE = fc.constantFrom(...ZONES, 'UTC');

/** A wall-clock reading written as if it were UTC, in ms: how zonedTimeToEpoch's arguments are compared. */
function fields(wallMs: number): [number, number, number, number, number, number] {
  const d = new Date(wallMs);
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
}

describe('zone readings agree with Intl', () => {
  it('for any zone and instant: offset, wall clock, local date and ISO text', () => {
    fc.assert(
      fc.property(ZONE, INSTANT, (zone, t) => {
        const o = oracle(zone, t);
        expect(offsetMinutesAt(zone, t)).toBe(Math.round(o.offsetMs / MINUTE));
        expect(formatLocalDateTime(zone, t)).toBe(`${o.date} ${o.time}`);
        expect(localDateOf(zone, t)).toBe(o.date);
        const w = wallTime(zone, t);
        expect(w.millisecond).toBe(((t % 1000) + 1000) % 1000);
        const iso = formatIsoInZone(zone, t);
        expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
        expect(parseTimestamp(iso)).toBe(Math.floor(t / 1000) * 1000);
      }),
      { numRuns: 3000 },
    );
  });

  it('right around offset changes, second by second', () => {
    fc.assert(
      fc.property(
        ZONE,
        fc.integer({ min: 1900, max: 2099 }),
        fc.nat(),
        fc.integer({ min: -7200, max: 7200 }),
        (zone, year, pick, dx) => {
          const changes = transitionsIn(zone, year);
          fc.pre(changes.length > 0);
          const change = changes[pick % changes.length];
          if (!change) return;
          const t = change.at + dx * 1000;
          const o = oracle(zone, t);
          expect(formatLocalDateTime(zone, t), `${zone} ${t}`).toBe(`${o.date} ${o.time}`);
          expect(offsetMinutesAt(zone, t)).toBe(Math.round(o.offsetMs / MINUTE));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('zonedTimeToEpoch', () => {
  it('finds the instant of any wall time that exists, the earlier one when it exists twice', () => {
    fc.assert(
      fc.property(ZONE, INSTANT, (zone, t) => {
        const whole = Math.floor(t / 1000) * 1000;
        const o = oracle(zone, whole);
        const wall = Date.parse(`${o.date}T${o.time}Z`);
        const found = zonedTimeToEpoch(zone, ...fields(wall));
        expect(formatLocalDateTime(zone, found)).toBe(`${o.date} ${o.time}`);
        expect(found).toBeLessThanOrEqual(whole);
      }),
      { numRuns: 2000 },
    );
  });

  it("resolves gaps and overlaps as Temporal's 'compatible' does, across zones and years", () => {
    fc.assert(
      fc.property(
        ZONE,
        fc.integer({ min: 1900, max: 2099 }),
        fc.nat(),
        fc.integer({ min: -10_800, max: 10_800 }),
        (zone, year, pick, dx) => {
          const changes = transitionsIn(zone, year);
          fc.pre(changes.length > 0);
          const change = changes[pick % changes.length];
          if (!change) return;
          const { at, before, after } = change;
          // A wall time near the change, written as if UTC; which instants read it?
          const wall = Math.floor((at + before) / 1000) * 1000 + dx * 1000;
          const candidates = [wall - before, wall - after].filter((c, i) =>
            i === 0 ? c < at : c >= at,
          );
          // Exists: the earliest reading wins. In the gap: shifted forward by the gap (offset before).
          const expected = candidates.length > 0 ? Math.min(...candidates) : wall - before;
          expect(
            zonedTimeToEpoch(zone, ...fields(wall)),
            `${zone} ${new Date(wall).toISOString()}`,
          ).toBe(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('knows the famous cases', () => {
    // London springs forward at 01:00 GMT: 01:30 does not exist and means 02:30 BST.
    expect(zonedTimeToEpoch('Europe/London', 2026, 3, 29, 1, 30)).toBe(
      Date.UTC(2026, 2, 29, 1, 30),
    );
    // London falls back at 02:00 BST: 01:30 happens twice; the first (BST) wins.
    expect(zonedTimeToEpoch('Europe/London', 2026, 10, 25, 1, 30)).toBe(
      Date.UTC(2026, 9, 25, 0, 30),
    );
    expect(startOfLocalDay('America/Sao_Paulo', '2018-11-04')).toBe(Date.UTC(2018, 10, 4, 3));
    expect(localDayRange('Asia/Kolkata', '2026-01-01')).toEqual({
      startMs: Date.UTC(2025, 11, 31, 18, 30),
      endMs: Date.UTC(2026, 0, 1, 18, 30),
    });
    // Monrovia kept -00:44:30 until 1972: midnight is at 00:44:30 UTC, to the second.
    expect(startOfLocalDay('Africa/Monrovia', '1970-06-01')).toBe(Date.UTC(1970, 5, 1, 0, 44, 30));
    expect(formatLocalDateTime('Africa/Monrovia', Date.UTC(1970, 5, 1, 0, 44, 30))).toBe(
      '1970-06-01 00:00:00',
    );
  });
});

describe('steadyOffsetMs', () => {
  const DAY = 24 * HOUR;
  /** Whether every quarter hour of the wall day `dayNumber` is zonedTimeToEpoch's reading less the offset. */
  function subtractionHolds(zone: string, dayNumber: number): boolean {
    const wallStart = dayNumber * DAY;
    const steady = steadyOffsetMs(zone, wallStart - DAY, wallStart + 2 * DAY);
    if (Number.isNaN(steady)) return true;
    for (let minute = 0; minute <= 1440; minute += 15) {
      const wall = wallStart + minute * MINUTE;
      if (zonedTimeToEpoch(zone, ...fields(wall)) !== wall - steady) return false;
    }
    return true;
  }

  it('gives an offset only where each wall time of the day is its UTC reading less it', () => {
    fc.assert(
      fc.property(
        ZONE,
        fc.integer({ min: 1900, max: 2099 }),
        fc.nat(),
        fc.integer({ min: -3, max: 3 }),
        (zone, year, pick, days) => {
          // Days around offset changes, where the subtraction would go wrong.
          const changes = transitionsIn(zone, year);
          fc.pre(changes.length > 0);
          const change = changes[pick % changes.length];
          if (!change) return;
          const dayNumber = Math.floor((change.at + change.after) / DAY) + days;
          expect(subtractionHolds(zone, dayNumber), `${zone} day ${dayNumber}`).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(ZONE, INSTANT, (zone, t) => {
        expect(subtractionHolds(zone, Math.floor(t / DAY))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is NaN across a change and the offset elsewhere', () => {
    const march29 = Date.UTC(2026, 2, 29);
    expect(steadyOffsetMs('Europe/London', march29 - DAY, march29 + 2 * DAY)).toBeNaN();
    expect(steadyOffsetMs('Europe/London', march29 + 2 * DAY, march29 + 5 * DAY)).toBe(HOUR);
    expect(steadyOffsetMs('Asia/Kolkata', march29, march29 + 3 * DAY)).toBe(5.5 * HOUR);
  });
});

describe('small helpers', () => {
  it('formats offsets and validates zone names', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-150)).toBe('-02:30');
    expect(formatOffset(345)).toBe('+05:45');
    expect(ZONES.every(isValidTimeZone)).toBe(true);
    for (const bad of [
      '',
      'Mars/Base',
      'Europe/Londres',
      'x'.repeat(200),
      5 as unknown as string,
    ]) {
      expect(isValidTimeZone(bad)).toBe(false);
    }
    expect(() => offsetMinutesAt('Mars/Base', 0)).toThrow(RangeError);
  });

  it('keeps separate caches per zone when calls alternate', () => {
    const t = Date.UTC(2026, 6, 1, 12);
    for (let i = 0; i < 3; i += 1) {
      expect(formatLocalDateTime('Asia/Tokyo', t)).toBe('2026-07-01 21:00:00');
      expect(formatLocalDateTime('America/New_York', t)).toBe('2026-07-01 08:00:00');
      expect(formatLocalDateTime('Asia/Tokyo', t + 13 * HOUR)).toBe('2026-07-02 10:00:00');
    }
  });
});
