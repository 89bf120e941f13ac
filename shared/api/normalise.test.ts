import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppFailure } from '../result';
import { normaliseBays, normaliseBookings, normaliseLocations } from './normalise';
import {
  ApiBayRefSchema,
  ApiBaySchema,
  ApiBookingSchema,
  ApiLocationSchema,
  ApiUserSchema,
} from './schemas';

const LOC = { id: 'a9a3c2f0-0000-4000-8000-000000000001', name: 'Head office' };
const BAY = { id: 'b1', name: 'B-01', tag: 'EV' };
const USER = { id: 'u1', name: 'Zoë Ångström', email: 'zoe@example.com' };

/** A booking in the time_min/time_max shape. */
const timeBooking = {
  id: 'k1',
  start_time: '2026-03-29T00:30:00+00:00',
  end_time: '2026-03-29T02:00:00+01:00',
  user: USER,
  location: LOC,
  bay: BAY,
};

/** The same booking in the start_date/end_date shape. */
const datesBooking = {
  id: 'k1',
  duration: '["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")',
  start_time: '2026-03-29 00:30:00+00',
  end_time: '2026-03-29 02:00:00+01',
  location: LOC,
  bay: BAY,
};

const START = Date.UTC(2026, 2, 29, 0, 30);
const END = Date.UTC(2026, 2, 29, 1, 0);

describe('normaliseBookings', () => {
  it('reads the time shape, with its user', () => {
    expect(normaliseBookings([timeBooking])).toEqual({
      items: [{ id: 'k1', startMs: START, endMs: END, user: USER, location: LOC, bay: BAY }],
      dropped: 0,
    });
  });

  it('shares one object per equal bay, person and location within an answer, when asked', () => {
    const other = {
      ...timeBooking,
      id: 'k2',
      bay: { ...BAY },
      user: { ...USER },
      location: { ...LOC },
    };
    const renamed = { ...timeBooking, id: 'k3', bay: { ...BAY, name: 'B-01 (renamed)' } };
    const { items } = normaliseBookings([timeBooking, other, renamed], { shareNested: true });
    const apart = normaliseBookings([timeBooking, other]).items;
    expect(apart[1]?.bay).not.toBe(apart[0]?.bay);
    expect(apart[1]?.bay).toEqual(apart[0]?.bay);
    const [a, b, c] = items;
    expect(b?.bay).toBe(a?.bay);
    expect(b?.user).toBe(a?.user);
    expect(b?.location).toBe(a?.location);
    // Same id, other text: kept apart, and as sent.
    expect(c?.bay).not.toBe(a?.bay);
    expect(c?.bay).toEqual({ ...BAY, name: 'B-01 (renamed)' });
    // Another answer shares nothing with this one.
    expect(normaliseBookings([timeBooking], { shareNested: true }).items[0]?.bay).not.toBe(a?.bay);
  });

  it('reads the dates shape, with no user', () => {
    const { items } = normaliseBookings([datesBooking]);
    expect(items).toEqual([
      { id: 'k1', startMs: START, endMs: END, user: null, location: LOC, bay: BAY },
    ]);
  });

  it('falls back to duration when start_time/end_time are unusable, and the other way round', () => {
    const noTimes = { ...datesBooking, start_time: null, end_time: 'garbage' };
    const reversed = { ...datesBooking, start_time: datesBooking.end_time, end_time: null };
    const noDuration = { ...datesBooking, duration: '[broken' };
    for (const raw of [noTimes, reversed, noDuration]) {
      const { items, dropped } = normaliseBookings([raw]);
      expect(dropped).toBe(0);
      expect(items[0]).toMatchObject({ startMs: START, endMs: END });
    }
  });

  it('drops and counts records without a usable id, start or end, and never throws on them', () => {
    const bad: unknown[] = [
      null,
      42,
      'k1',
      [timeBooking],
      {},
      { ...timeBooking, id: null },
      { ...timeBooking, id: '   ' },
      { ...timeBooking, id: 7 },
      { ...timeBooking, start_time: null },
      { ...timeBooking, end_time: undefined },
      { ...timeBooking, start_time: '2026-03-29T03:00:00Z' }, // ends before it starts
      { ...datesBooking, start_time: null, duration: null },
      { ...datesBooking, start_time: 5, duration: '(,)' },
    ];
    const result = normaliseBookings([...bad, timeBooking]);
    expect(result.dropped).toBe(bad.length);
    expect(result.items.map((b) => b.id)).toEqual(['k1']);
  });

  it('tolerates nulls, missing and non-string text, and ignores extra fields', () => {
    const raw = {
      id: 'k2',
      start_time: timeBooking.start_time,
      end_time: timeBooking.end_time,
      user: { id: null, name: 12, email: ['x'], extra: true },
      location: { id: LOC.id, name: null, timezone: 'Europe/London' },
      bay: { name: { first: 'B' }, tag: null },
      colour: 'red',
    };
    expect(normaliseBookings([raw]).items[0]).toEqual({
      id: 'k2',
      startMs: START,
      endMs: END,
      user: { id: null, name: null, email: null },
      location: { id: LOC.id, name: null },
      bay: { id: null, name: null, tag: null },
    });
    const bare = normaliseBookings([
      { id: 'k3', start_time: timeBooking.start_time, end_time: timeBooking.end_time },
    ]);
    expect(bare.items[0]).toMatchObject({ user: null, location: null, bay: null });
    const nested = normaliseBookings([{ ...timeBooking, user: 'x', location: { name: 'n' } }]);
    expect(nested.items[0]).toMatchObject({ user: null, location: null });
  });

  it('refuses a body that is not a list', () => {
    for (const body of [null, {}, 'text', { items: [] }, 3]) {
      expect(() => normaliseBookings(body)).toThrow(AppFailure);
      try {
        normaliseBookings(body);
      } catch (e) {
        expect((e as AppFailure).kind).toBe('invalid-response');
      }
    }
    expect(normaliseBookings([])).toEqual({ items: [], dropped: 0 });
  });

  // A booking sent twice in one answer was written twice by `bookings` and shown twice on the Timeline.
  it('keeps a booking listed twice in one answer once, as first listed, without counting it unreadable', () => {
    const later = { ...timeBooking, end_time: '2026-03-29T03:00:00+01:00' };
    const { items, dropped } = normaliseBookings([timeBooking, { ...later, id: 'k2' }, later, {}]);
    expect(items.map((b) => [b.id, b.endMs])).toEqual([
      ['k1', END],
      ['k2', END + 3_600_000],
    ]);
    expect(dropped).toBe(1);
  });
});

describe('normaliseLocations and normaliseBays', () => {
  it('read well-formed lists', () => {
    expect(normaliseLocations([LOC])).toEqual({ items: [LOC], dropped: 0 });
    expect(normaliseBays([{ ...BAY, location: LOC }])).toEqual({
      items: [{ ...BAY, location: LOC }],
      dropped: 0,
    });
  });

  it('drop records without an id and null out the rest', () => {
    expect(normaliseLocations([LOC, { name: 'x' }, null, { id: '' }, { id: 1 }])).toEqual({
      items: [LOC],
      dropped: 4,
    });
    expect(
      normaliseBays([{ id: 'b2', name: 3, location: { id: null, name: 'x' } }, { tag: 'EV' }]),
    ).toEqual({ items: [{ id: 'b2', name: null, tag: null, location: null }], dropped: 1 });
    expect(() => normaliseBays({ bays: [] })).toThrow(AppFailure);
    expect(() => normaliseLocations(undefined)).toThrow(AppFailure);
  });

  // `loc-0` listed twice made All locations say 6 for 5 locations and count its bookings twice.
  it('keep each id once, as first listed, without counting the repeats unreadable', () => {
    const renamed = { ...LOC, name: 'Head office (old)' };
    const other = { id: 'loc-2', name: 'Quay' };
    expect(normaliseLocations([LOC, other, renamed, { id: LOC.id }, {}])).toEqual({
      items: [LOC, other],
      dropped: 1,
    });
    const bay = { ...BAY, location: LOC };
    expect(normaliseBays([bay, { ...bay, name: 'B-01 again' }, { ...bay, id: 'b2' }])).toEqual({
      items: [bay, { ...bay, id: 'b2' }],
      dropped: 0,
    });
  });
});

/** A raw value of the kinds a careless server might send in any field. */
const anyField = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', '  ', 'x'),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const rawEntity = fc.oneof(
  anyField,
  fc.record(
    { id: anyField, name: anyField, tag: anyField, email: anyField, extra: anyField },
    { requiredKeys: [] },
  ),
);

/** What the schema makes of a nested object, reduced to the model's fields. */
function pick<K extends string>(value: unknown, keys: readonly K[]): Record<K, unknown> | null {
  if (value === null || value === undefined) return null;
  const v = value as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, v[k] ?? null])) as Record<K, unknown>;
}

describe('the hand-written pass agrees with the zod schemas', () => {
  it('for locations and bays', () => {
    fc.assert(
      fc.property(rawEntity, rawEntity, (raw, loc) => {
        const asLocation = ApiLocationSchema.safeParse(raw);
        const location = normaliseLocations([raw]).items[0] ?? null;
        expect(location).toEqual(asLocation.success ? pick(asLocation.data, ['id', 'name']) : null);
        const rawBay = typeof raw === 'object' && raw !== null ? { ...raw, location: loc } : raw;
        const asBay = ApiBaySchema.safeParse(rawBay);
        const bay = normaliseBays([rawBay]).items[0] ?? null;
        const expected = asBay.success
          ? {
              ...pick(asBay.data, ['id', 'name', 'tag']),
              location: pick(asBay.data.location, ['id', 'name']),
            }
          : null;
        expect(bay).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('for the nested parts of bookings', () => {
    fc.assert(
      fc.property(anyField, rawEntity, rawEntity, rawEntity, (bookingId, u, loc, bay) => {
        const raw = { ...timeBooking, id: bookingId, user: u, location: loc, bay };
        const parsed = ApiBookingSchema.safeParse(raw);
        const booking = normaliseBookings([raw]).items[0] ?? null;
        expect(booking !== null).toBe(parsed.success);
        if (!booking || !parsed.success) return;
        expect(booking.user).toEqual(
          pick(ApiUserSchema.nullish().catch(null).parse(u), ['id', 'name', 'email']),
        );
        expect(booking.bay).toEqual(
          pick(ApiBayRefSchema.nullish().catch(null).parse(bay), ['id', 'name', 'tag']),
        );
        expect(booking.location).toEqual(pick(parsed.data.location, ['id', 'name']));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normalisation never fails on records', () => {
  it('keeps or drops every element of any JSON list (a repeated id kept once), and kept bookings are ordered pairs', () => {
    const field = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(timeBooking.start_time));
    const record = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          id: field,
          start_time: field,
          end_time: field,
          duration: fc.oneof(field, fc.constant(datesBooking.duration)),
          user: field,
          location: field,
          bay: field,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (list) => {
        for (const read of [normaliseBookings, normaliseBays, normaliseLocations]) {
          const { items, dropped } = read(list);
          // Each element on its own is readable or not; the readable ones are kept once per id.
          const readable = list.flatMap((raw) => read([raw]).items.map((item) => item.id));
          expect(dropped).toBe(list.length - readable.length);
          expect(items.map((item) => item.id)).toEqual([...new Set(readable)]);
        }
        for (const b of normaliseBookings(list).items) {
          expect(typeof b.id).toBe('string');
          expect(b.endMs).toBeGreaterThanOrEqual(b.startMs);
        }
      }),
      { numRuns: 500 },
    );
  });
});
