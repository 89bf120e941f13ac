import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingsOverlapping, type Dataset } from './dataset';
import { generateDataset, presetSpec } from './generate';
import { deterministicUuid } from './prng';

const NOW = Date.UTC(2026, 3, 15, 12); // 2026-04-15: the demo window holds the US and EU spring changes
const DAY = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const demo = generateDataset(1, presetSpec('demo'), NOW);

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetAt(zone: string, ms: number): number {
  // Independent of shared/time: read the offset name Intl prints, e.g. "GMT+1".
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d+)(?::(\d+))?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

function rowsOfLocation(ds: Dataset, l: number): number[] {
  const rows: number[] = [];
  for (
    let i = ds.bookings.locationStart[l] ?? 0;
    i < (ds.bookings.locationStart[l + 1] ?? 0);
    i++
  ) {
    rows.push(i);
  }
  return rows;
}

describe('demo preset', () => {
  it('has 3 locations in distinct zones, about 60 bays and every tag including none', () => {
    expect(demo.locations.map((l) => l.name)).toEqual([
      'Harbour Office',
      'Northgate Depot',
      'Zürich Campus',
    ]);
    expect(new Set(demo.locations.map((l) => l.zone)).size).toBe(3);
    expect(demo.bays.length).toBe(60);
    const tags = new Set(demo.bays.map((b) => b.tag));
    for (const t of ['EV', 'Accessible', 'Motorbike', 'Visitor', 'Standard', null]) {
      expect(tags).toContain(t);
    }
  });

  it('has unique UUIDs for every kind of record', () => {
    const ids = [
      ...demo.locations.map((l) => l.id),
      ...demo.bays.map((b) => b.id),
      ...demo.users.map((u) => u.id),
    ];
    for (let i = 0; i < demo.bookings.count; i++) ids.push(deterministicUuid(1, 'booking', i));
    for (const id of ids.slice(0, 500)) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has non-ASCII and spreadsheet-hostile user names, and unique e-mails', () => {
    const names = demo.users.map((u) => u.name);
    expect(names.some((n) => /[^ -~]/.test(n))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['=Dr. Eval', '+Plus', 'Doe, Jane "JJ"', '李雷']));
    expect(demo.users.some((u) => /[^ -~]/.test(u.email))).toBe(true);
    expect(new Set(demo.users.map((u) => u.email)).size).toBe(demo.users.length);
  });

  it('spans 60 days back to 30 days ahead, sorted by location then start', () => {
    const b = demo.bookings;
    const today = Math.floor(NOW / DAY) * DAY;
    let min = Infinity;
    let max = -Infinity;
    for (let l = 0; l < 3; l++) {
      const rows = rowsOfLocation(demo, l);
      expect(rows.length).toBeGreaterThan(1000);
      let unsorted = 0;
      let elsewhere = 0;
      for (let k = 1; k < rows.length; k++) {
        if (
          (b.startMs[rows[k] as number] as number) < (b.startMs[rows[k - 1] as number] as number)
        ) {
          unsorted++;
        }
      }
      for (const r of rows) {
        if (demo.bays[b.bay[r] as number]?.location !== l) elsewhere++;
        min = Math.min(min, b.startMs[r] as number);
        max = Math.max(max, b.startMs[r] as number);
      }
      expect({ unsorted, elsewhere }).toEqual({ unsorted: 0, elsewhere: 0 });
    }
    expect(min).toBeGreaterThanOrEqual(today - 61 * DAY);
    expect(min).toBeLessThan(today - 59 * DAY);
    expect(max).toBeGreaterThan(today + 29 * DAY);
    expect(max).toBeLessThan(today + 32 * DAY);
  });

  it('never double-books a bay and has short, overnight and multi-day bookings', () => {
    const b = demo.bookings;
    const byBay = new Map<number, number[]>();
    let overnight = 0;
    let multiDay = 0;
    let empty = 0;
    let overlaps = 0;
    for (let i = 0; i < b.count; i++) {
      const list = byBay.get(b.bay[i] as number) ?? [];
      list.push(i);
      byBay.set(b.bay[i] as number, list);
      const hours = ((b.endMs[i] as number) - (b.startMs[i] as number)) / 3_600_000;
      if (hours <= 0) empty++;
      if (hours > 8 && hours <= 24) overnight++;
      if (hours > 24) multiDay++;
    }
    for (const rows of byBay.values()) {
      for (let k = 1; k < rows.length; k++) {
        if ((b.startMs[rows[k] as number] as number) < (b.endMs[rows[k - 1] as number] as number)) {
          overlaps++;
        }
      }
    }
    expect({ empty, overlaps }).toEqual({ empty: 0, overlaps: 0 });
    expect(overnight).toBeGreaterThan(10);
    expect(multiDay).toBeGreaterThan(0);
  });

  it('has bookings that run across a DST change in each location zone', () => {
    const b = demo.bookings;
    demo.locations.forEach((loc, l) => {
      const across = rowsOfLocation(demo, l).filter(
        (r) =>
          offsetAt(loc.zone, b.startMs[r] as number) !== offsetAt(loc.zone, b.endMs[r] as number),
      );
      expect(across.length, loc.name).toBeGreaterThan(0);
    });
  });

  it('is deterministic in the seed and the day', () => {
    const again = generateDataset(1, presetSpec('demo'), NOW + 3_600_000);
    expect(again.locations).toEqual(demo.locations);
    expect(again.users).toEqual(demo.users);
    expect(Array.from(again.bookings.startMs)).toEqual(Array.from(demo.bookings.startMs));
    expect(Array.from(again.bookings.user)).toEqual(Array.from(demo.bookings.user));
    const other = generateDataset(2, presetSpec('demo'), NOW);
    expect(other.locations[0]?.id).not.toBe(demo.locations[0]?.id);
    expect(Array.from(other.bookings.startMs.slice(0, 50))).not.toEqual(
      Array.from(demo.bookings.startMs.slice(0, 50)),
    );
  });
});

describe('large preset generator (reduced size)', () => {
  const small = generateDataset(7, presetSpec('large', 0.04), NOW);

  it('keeps 10 locations, a year of data and ~4 bookings per bay per day at the biggest', () => {
    expect(small.locations).toHaveLength(10);
    expect(small.bays.filter((b) => b.location === 0)).toHaveLength(20);
    const rows = rowsOfLocation(small, 0).length;
    const perBayDay = rows / 20 / 365;
    expect(perBayDay).toBeGreaterThan(3.4);
    expect(perBayDay).toBeLessThan(4.6);
    for (let l = 1; l < 10; l++) expect(rowsOfLocation(small, l).length).toBeGreaterThan(0);
  });

  it('answers window queries exactly like a full scan', () => {
    const b = small.bookings;
    const first = b.startMs[0] as number;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: -5, max: 370 * 24 }),
        fc.integer({ min: 0, max: 24 * 40 }),
        (l, fromHour, hours) => {
          const minMs = first + fromHour * 3_600_000;
          const maxMs = minMs + hours * 3_600_000;
          const expected = rowsOfLocation(small, l).filter(
            (r) => (b.startMs[r] as number) < maxMs && (b.endMs[r] as number) > minMs,
          );
          expect(Array.from(bookingsOverlapping(b, l, minMs, maxMs))).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});

// The full preset takes about a second and 150 MB: run with DEMO_SERVER_LARGE=1.
describe.runIf(process.env.DEMO_SERVER_LARGE === '1')('large preset (full size)', () => {
  it('has 10 locations, 2,000 bays and about a million bookings', () => {
    const large = generateDataset(1, presetSpec('large'), NOW);
    const b = large.bookings;
    expect(large.locations).toHaveLength(10);
    expect(large.bays).toHaveLength(2000);
    expect(large.bays.filter((bay) => bay.location === 0)).toHaveLength(500);
    expect(b.count).toBeGreaterThan(900_000);
    expect(b.count).toBeLessThan(1_100_000);
    const day = bookingsOverlapping(b, 0, Date.UTC(2026, 3, 8), Date.UTC(2026, 3, 9)).length;
    const month = bookingsOverlapping(b, 0, Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1)).length;
    expect(day).toBeGreaterThan(1500);
    expect(day).toBeLessThan(3000);
    expect(month).toBeGreaterThan(50_000);
    expect(month).toBeLessThan(70_000);
  });
});
