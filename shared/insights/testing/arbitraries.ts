/**
 * Test helper: random bays and bookings for the Insights property tests, minute-aligned so a
 * minute-by-minute oracle can count them exactly, in periods around DST changes of several zones.
 */
import fc from 'fast-check';
import type { BookingFilter } from '../../contract/index';
import type { Bay, Booking } from '../../model';
import type { OpeningHours } from '../../sites/opening-hours';
import { addDays } from '../../time/civil';
import type { ZonedDays } from '../../time/local-days';
import { startOfLocalDay } from '../../time/zone';

const MINUTE = 60_000;
export const LOCATION = { id: 'L1', name: 'Depot' };

/** Zones with their DST days in 2026 (Lord Howe shifts by 30 minutes). */
export const ZONE_DAYS: readonly { zone: string; days: readonly string[] }[] = [
  { zone: 'Europe/London', days: ['2026-03-29', '2026-10-25', '2026-06-10'] },
  { zone: 'America/New_York', days: ['2026-03-08', '2026-11-01'] },
  { zone: 'Australia/Lord_Howe', days: ['2026-04-05', '2026-10-04'] },
  { zone: 'Asia/Kolkata', days: ['2026-02-16'] },
  { zone: 'UTC', days: ['2026-12-31'] },
];

/** The location's bays: tagged, untagged, one with a formula-like name, one of another location. */
export const BAYS: readonly Bay[] = [
  { id: 'b1', name: 'Bay 1', tag: 'Truck', location: LOCATION },
  { id: 'b2', name: 'Bay 2', tag: 'Truck', location: LOCATION },
  { id: 'b3', name: 'Dock A', tag: null, location: LOCATION },
  { id: 'b4', name: 'Van 1', tag: 'Van', location: LOCATION },
  { id: 'b5', name: 'Empty bay', tag: 'Van', location: LOCATION },
  { id: 'x1', name: 'Elsewhere', tag: 'Truck', location: { id: 'L2', name: 'Other' } },
];
const BAY_REFS = ['b1', 'b2', 'b3', 'b4', 'x1', 'ghost', null] as const;
const USERS = [
  { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' },
  { id: null, name: 'Bob Day', email: 'bob@example.com' },
  { id: null, name: 'Cy', email: null },
  null,
] as const;

/** A period of 1 to 3 days around one of the zones' DST days. */
export const periodArb: fc.Arbitrary<ZonedDays> = fc
  .record({
    zd: fc.constantFrom(...ZONE_DAYS),
    pick: fc.nat(),
    shift: fc.integer({ min: -1, max: 0 }),
    length: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ zd, pick, shift, length }) => {
    const from = addDays(zd.days[pick % zd.days.length] as string, shift);
    return { zone: zd.zone, from, to: addDays(from, length - 1) };
  });

/** Bookings around a period: starting up to a day before it, up to 3 days long, minute-aligned. */
export function bookingsArb(period: ZonedDays): fc.Arbitrary<Booking[]> {
  const start = startOfLocalDay(period.zone, period.from) - 24 * 60 * MINUTE;
  const end = startOfLocalDay(period.zone, addDays(period.to, 1)) + 6 * 60 * MINUTE;
  const spanMinutes = Math.floor((end - start) / MINUTE);
  const one = fc.record({
    startMinute: fc.integer({ min: 0, max: spanMinutes }),
    minutes: fc.oneof(
      fc.integer({ min: 1, max: 240 }),
      fc.integer({ min: 1, max: 3 * 24 * 60 }),
      fc.constant(0),
    ),
    bay: fc.constantFrom(...BAY_REFS),
    user: fc.constantFrom(...USERS),
  });
  return fc.array(one, { maxLength: 40 }).map((list) =>
    list.map((b, i) => ({
      id: `k${i}`,
      startMs: start + b.startMinute * MINUTE,
      endMs: start + (b.startMinute + b.minutes) * MINUTE,
      user: b.user,
      location: LOCATION,
      bay: b.bay === null ? null : { id: b.bay, name: `Ref ${b.bay}`, tag: 'Ref' },
    })),
  );
}

/** A site's working week: each weekday a span on half hours, or closed. */
export const hoursArb: fc.Arbitrary<OpeningHours> = fc.array(
  fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 48 }))
      .map(([a, b]) => ({ startMinute: Math.min(a, b - 1) * 30, endMinute: b * 30 })),
    { nil: null },
  ),
  { minLength: 7, maxLength: 7 },
);

/** A site's own zone, which need not be the zone its days are read in. */
export const siteZoneArb = fc.constantFrom(
  'Europe/London',
  'America/New_York',
  'Asia/Tokyo',
  'UTC',
);

/** Periods of 8 to 12 days over a DST change (or none), so a percentile of days is not their maximum. */
export const longPeriodArb: fc.Arbitrary<ZonedDays> = fc.constantFrom(
  { zone: 'Europe/London', from: '2026-03-24', to: '2026-04-02' },
  { zone: 'America/New_York', from: '2026-10-27', to: '2026-11-05' },
  { zone: 'Australia/Lord_Howe', from: '2026-04-01', to: '2026-04-08' },
  { zone: 'UTC', from: '2026-06-01', to: '2026-06-12' },
);

/** The location's first three bays: few enough for days to come near full. */
export const THREE_BAYS: readonly Bay[] = BAYS.slice(0, 3);

/**
 * Many bookings on the given bays around a period, minute-aligned: mostly a working day's length,
 * some over midnight or for days, so busy days peak near full and runs carry over into the next day.
 */
export function busyBookingsArb(period: ZonedDays, bays: readonly Bay[]): fc.Arbitrary<Booking[]> {
  const start = startOfLocalDay(period.zone, period.from) - 24 * 60 * MINUTE;
  const end = startOfLocalDay(period.zone, addDays(period.to, 1));
  const spanMinutes = Math.floor((end - start) / MINUTE);
  const one = fc.record({
    startMinute: fc.integer({ min: 0, max: spanMinutes }),
    minutes: fc.oneof(
      fc.integer({ min: 1, max: 20 }).map((h) => h * 30),
      fc.integer({ min: 1, max: 2 * 24 * 60 }),
    ),
    bay: fc.constantFrom(...bays),
    user: fc.constantFrom(...USERS),
  });
  return fc.array(one, { minLength: 10, maxLength: 60 }).map((list) =>
    list.map((b, i) => ({
      id: `k${i}`,
      startMs: start + b.startMinute * MINUTE,
      endMs: start + (b.startMinute + b.minutes) * MINUTE,
      user: b.user,
      location: LOCATION,
      bay: { id: b.bay.id, name: b.bay.name, tag: b.bay.tag },
    })),
  );
}

/** A filter: tags, a search, a time of day, each often absent. */
export const filterArb: fc.Arbitrary<BookingFilter> = fc.record({
  tags: fc.option(fc.subarray(['Truck', 'Van', '', 'Ref']), { freq: 2 }),
  search: fc.option(fc.constantFrom('bay 1', 'ann', 'BOB', 'dock', 'nobody'), { freq: 2 }),
  timeOfDay: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 48 }))
      .filter(([a, b]) => b > a)
      .map(([a, b]) => ({ startMinute: a * 30, endMinute: b * 30 })),
    { freq: 2 },
  ),
});
