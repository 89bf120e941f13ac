import { describe, expect, it } from 'vitest';
import { bookingsOverlapping } from './dataset';
import { deterministicUuid } from './prng';
import { HARBOUR, testDataset, useTestDemoServer } from './testing/fixture';

const truth = testDataset;
const { get, getJson } = useTestDemoServer();
type Row = Record<string, unknown> & { id: string; start_time: string; end_time: string };
const bookings = (query: string): Promise<Row[]> =>
  getJson<Row[]>(`/bookings?location_id=${HARBOUR}&${query}`);
const enc = encodeURIComponent;

describe('bookings: the two families', () => {
  const day = `time_min=${enc('2026-04-14T00:00:00+01:00')}&time_max=${enc('2026-04-15T00:00:00+01:00')}`;

  it('time family: id, start_time, end_time, user, location, bay', async () => {
    const rows = await bookings(`${day}&timezone=Europe/London`);
    expect(rows.length).toBeGreaterThan(10);
    for (const b of rows) {
      expect(Object.keys(b)).toEqual(['id', 'start_time', 'end_time', 'user', 'location', 'bay']);
      expect(Object.keys(b.user as object)).toEqual(['id', 'name', 'email']);
      expect(Object.keys(b.bay as object)).toEqual(['id', 'name', 'tag']);
      expect(b.location).toEqual({ id: HARBOUR, name: 'Harbour Office' });
    }
  });

  it('dates family: id, duration, start_time, end_time, location, bay and no user', async () => {
    const rows = await bookings('start_date=2026-04-14&end_date=2026-04-14');
    expect(rows.length).toBeGreaterThan(10);
    for (const b of rows) {
      expect(Object.keys(b)).toEqual([
        'id',
        'duration',
        'start_time',
        'end_time',
        'location',
        'bay',
      ]);
      const m = /^\["(\S+) (\S+)\+00","(\S+) (\S+)\+00"\)$/.exec(b.duration as string);
      expect(m, b.duration as string).not.toBeNull();
      expect(Date.parse(`${m?.[1]}T${m?.[2]}Z`)).toBe(Date.parse(b.start_time));
      expect(Date.parse(`${m?.[3]}T${m?.[4]}Z`)).toBe(Date.parse(b.end_time));
      expect(b.start_time).toMatch(/\+00:00$/);
    }
  });

  it('dates are whole UTC days, the end date included', async () => {
    const rows = await bookings('start_date=2026-04-13&end_date=2026-04-14');
    const l = 0;
    const expected = bookingsOverlapping(
      truth.bookings,
      l,
      Date.UTC(2026, 3, 13),
      Date.UTC(2026, 3, 15),
    );
    expect(rows.map((r) => r.id)).toEqual(
      Array.from(expected, (r) => deterministicUuid(3, 'booking', r)),
    );
  });

  it('refuses to mix the families, and malformed or reversed input, with 400 and an Error body', async () => {
    const bad = [
      `location_id=${HARBOUR}&time_min=${enc('2026-04-14T00:00:00Z')}&start_date=2026-04-14`,
      `location_id=${HARBOUR}&timezone=UTC&end_date=2026-04-14`,
      `time_min=${enc('2026-04-14T00:00:00Z')}`,
      'location_id=nope',
      `location_id=${deterministicUuid(99, 'location', 0)}`,
      `location_id=${HARBOUR}&time_min=2026-04-14T00:00:00+01:00`,
      `location_id=${HARBOUR}&time_min=2026-04-14`,
      `location_id=${HARBOUR}&timezone=Not/AZone`,
      `location_id=${HARBOUR}&start_date=2026-02-30`,
      `location_id=${HARBOUR}&time_min=${enc('2026-04-15T00:00:00Z')}&time_max=${enc('2026-04-14T00:00:00Z')}`,
      `location_id=${HARBOUR}&start_date=2026-04-15&end_date=2026-04-14`,
    ];
    for (const query of bad) {
      const r = await get(`/bookings?${query}`);
      expect(r.status, query).toBe(400);
      const body = JSON.parse(r.text) as { error: unknown };
      expect(typeof body.error, query).toBe('string');
    }
  });
});

describe('bookings: windows and time zones', () => {
  it('returns exactly the bookings overlapping [time_min, time_max), edges included', async () => {
    const b = truth.bookings;
    // A long booking that crosses the start of the window.
    let row = -1;
    for (let i = 0; i < b.count && row < 0; i++) {
      const hours = ((b.endMs[i] as number) - (b.startMs[i] as number)) / 3_600_000;
      if (truth.bays[b.bay[i] as number]?.location === 0 && hours > 12) row = i;
    }
    expect(row).toBeGreaterThanOrEqual(0);
    const start = b.startMs[row] as number;
    const end = b.endMs[row] as number;
    const id = deterministicUuid(3, 'booking', row);
    const window = (min: number, max: number): string =>
      `time_min=${enc(new Date(min).toISOString())}&time_max=${enc(new Date(max).toISOString())}`;
    const ids = async (min: number, max: number): Promise<string[]> =>
      (await bookings(window(min, max))).map((r) => r.id);

    expect(await ids(start + 3_600_000, start + 7_200_000)).toContain(id);
    expect(await ids(end - 60_000, end + 3_600_000)).toContain(id);
    expect(await ids(end, end + 3_600_000)).not.toContain(id);
    expect(await ids(start - 3_600_000, start)).not.toContain(id);
    const full = await ids(start - 86_400_000, start + 86_400_000);
    const expected = bookingsOverlapping(b, 0, start - 86_400_000, start + 86_400_000);
    expect(full).toEqual(Array.from(expected, (r) => deterministicUuid(3, 'booking', r)));
  });

  it('treats a missing bound as open-ended', async () => {
    const from = Date.UTC(2026, 4, 10);
    const rows = await bookings(`time_min=${enc(new Date(from).toISOString())}`);
    const expected = bookingsOverlapping(truth.bookings, 0, from, Infinity);
    expect(rows.length).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('writes timestamps in the requested zone, right across the DST change', async () => {
    // Europe/London springs forward at 2026-03-29 01:00Z.
    const change = Date.UTC(2026, 2, 29, 1);
    const window = `time_min=${enc('2026-03-29T00:00:00+00:00')}&time_max=${enc('2026-03-30T00:00:00+01:00')}`;
    const london = await bookings(`${window}&timezone=Europe/London`);
    expect(london.length).toBeGreaterThan(5);
    for (const r of london) {
      for (const t of [r.start_time, r.end_time]) {
        expect(t).toMatch(Date.parse(t) < change ? /\+00:00$/ : /\+01:00$/);
      }
    }
    expect(
      london.some((r) => r.start_time.endsWith('+00:00') && r.end_time.endsWith('+01:00')),
    ).toBe(true);
    const utc = await bookings(window);
    const newYork = await bookings(`${window}&timezone=America/New_York`);
    expect(utc.map((r) => r.id)).toEqual(london.map((r) => r.id));
    for (let i = 0; i < utc.length; i++) {
      const [u, l, n] = [utc[i] as Row, london[i] as Row, newYork[i] as Row];
      expect(u.start_time).toMatch(/\+00:00$/);
      expect(n.start_time).toMatch(/-04:00$/);
      expect(Date.parse(l.start_time)).toBe(Date.parse(u.start_time));
      expect(Date.parse(n.end_time)).toBe(Date.parse(u.end_time));
    }
  });
});
