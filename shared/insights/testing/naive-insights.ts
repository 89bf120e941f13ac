/**
 * Test helper: Insights counted the slow, obvious way, minute by minute, from Intl readings of each
 * minute's wall clock (shared/time/testing/oracle), sharing no code with the aggregation. Bookings,
 * time-of-day edges and opening hours must fall on whole minutes. With a site's opening hours, a
 * minute is in the window only when the site is open then, on its own clock.
 */
import type { BookingFilter } from '../../contract/index';
import type { Bay, Booking } from '../../model';
import type { OpeningHours } from '../../sites/opening-hours';
import type { ZonedDays } from '../../time/local-days';
import { oracle } from '../../time/testing/oracle';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What the oracle counts, in the shape of the Insights fields it checks. */
export interface NaiveInsights {
  bays: number;
  totals: { bookings: number; bookedMs: number; occupiedMs: number; availableMs: number };
  days: {
    date: string;
    bookings: number;
    bookedMs: number;
    occupiedMs: number;
    availableMs: number;
  }[];
  weekdayHours: { windowMs: number; occupiedMs: number }[];
  bayUse: Record<string, { bookings: number; bookedMs: number; occupiedMs: number }>;
  peak: { baysInUse: number; atMs: number | null };
  /** Time-weighted 95th percentile of bays in use, counted minute by minute. */
  baysNeeded: number | null;
  /** The same per tag ('' for untagged bays), for tags with bays shown. */
  baysNeededByTag: Record<string, number | null>;
  /** The most bays in use in a minute of each day's window (0 for a day without window). */
  dayPeaks: number[];
  /** Days with window minutes whose peak × 10 ≥ bays × 9; null without bays or window. */
  daysNearFull: number | null;
  /** The ⌈0.9 n⌉-th smallest of the n daily peaks of days with window minutes; null when none. */
  dailyPeakP90: number | null;
  people: number;
  /** Each person's count of distinct local start days, by person key, and the days-a-week bands. */
  attendanceBands: Record<string, number> | null;
  /** Counted bookings starting while their person holds another bay (an overlap of some time). */
  doubleBookingIds: string[];
  medianBookingMs: number | null;
  crossingMidnight: number;
}

interface Reading {
  readonly date: string;
  readonly minuteOfDay: number;
}

const readingsCache = new Map<string, { first: number; readings: Reading[] }>();

/** Every minute's wall clock from two days before the period to two days after it. */
function minuteReadings(zone: string, from: string, to: string) {
  const key = `${zone} ${from} ${to}`;
  let cached = readingsCache.get(key);
  if (!cached) {
    const first = Date.parse(`${from}T00:00:00Z`) - 2 * DAY;
    const last = Date.parse(`${to}T00:00:00Z`) + 3 * DAY;
    const readings: Reading[] = [];
    for (let t = first; t < last; t += MINUTE) {
      const r = oracle(zone, t);
      const [h, m] = r.time.split(':').map(Number) as [number, number];
      readings.push({ date: r.date, minuteOfDay: h * 60 + m });
    }
    cached = { first, readings };
    readingsCache.set(key, cached);
  }
  return cached;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

const wallAsUtc = (date: string, minuteOfDay: number): number =>
  Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE;

/**
 * The instant a wall-clock time names on a clock (its minutes' readings from `first` on), as
 * Temporal's 'compatible' disambiguation has it: the earlier of a repeated time; a time in a gap read
 * with the offset from before the gap.
 */
function instantOn(clock: readonly Reading[], first: number) {
  const instantOf = (i: number): number => first + i * MINUTE;
  return (date: string, minuteOfDay: number): number => {
    const exact = clock.findIndex((r) => r.date === date && r.minuteOfDay === minuteOfDay);
    if (exact >= 0) return instantOf(exact);
    const after = clock.findIndex(
      (r) => r.date > date || (r.date === date && r.minuteOfDay > minuteOfDay),
    );
    const before = clock[after - 1]!;
    const offset = wallAsUtc(before.date, before.minuteOfDay) - instantOf(after - 1);
    return wallAsUtc(date, minuteOfDay) - offset;
  };
}

/**
 * Whether a site is open at an instant (a whole minute from two days before `from` to two days after
 * `to`): each site-local day's span runs from the instant its opening time names to the instant its
 * closing time names, so a 25-hour day closing at 01:30 closes at the first 01:30.
 */
export function naiveOpenAt(
  siteZone: string,
  hours: OpeningHours,
  from: string,
  to: string,
): (t: number) => boolean {
  const { first, readings } = minuteReadings(siteZone, from, to);
  const siteAt = instantOn(readings, first);
  const open = new Uint8Array(readings.length);
  const lastDate = readings[readings.length - 1]!.date;
  for (let date = nextDate(readings[0]!.date); date < lastDate; date = nextDate(date)) {
    const span = hours[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
    if (!span) continue;
    const a = siteAt(date, span.startMinute);
    const b = span.endMinute < 1440 ? siteAt(date, span.endMinute) : siteAt(nextDate(date), 0);
    for (let t = a; t < b; t += MINUTE) {
      const i = (t - first) / MINUTE;
      if (i >= 0 && i < open.length) open[i] = 1;
    }
  }
  return (t) => open[(t - first) / MINUTE] === 1;
}

/** Counts Insights minute by minute. */
export function naiveInsights(
  input: ZonedDays & {
    filter: BookingFilter;
    bays: readonly Bay[];
    locationId: string;
    bookings: readonly Booking[];
    /** The site's zone and opening hours (null hours: every hour of every day). */
    site?: { zone: string; hours: OpeningHours | null } | null;
  },
): NaiveInsights {
  const { zone, from, to, filter } = input;
  const { first, readings } = minuteReadings(zone, from, to);
  const instantOf = (i: number): number => first + i * MINUTE;
  const firstAtOrAfter = instantOn(readings, first);
  // The same instants (the grid does not depend on the zone), read on the site's clock.
  const openAt = input.site?.hours
    ? naiveOpenAt(input.site.zone, input.site.hours, from, to)
    : null;
  const isOpen = (i: number): boolean => !openAt || openAt(instantOf(i));
  const dates: string[] = [];
  for (let d = from; d <= to; d = nextDate(d)) dates.push(d);
  const windows = dates.map((date, index) => {
    const tod = filter.timeOfDay;
    const start = firstAtOrAfter(date, tod ? tod.startMinute : 0);
    const end =
      tod && tod.endMinute < 1440
        ? firstAtOrAfter(date, tod.endMinute)
        : firstAtOrAfter(nextDate(date), 0);
    // A window inside a clock change's gap (02:30–03:00 the night clocks go to 03:00) names an end
    // before its start: it holds no instant that day.
    return {
      date,
      start,
      end: Math.max(start, end),
      // Whole days run on into each other: midnight between two of them is inside the window.
      joinsPrevious: tod === null && index > 0,
      weekday: ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
    };
  });
  const windowOf = (t: number): number => windows.findIndex((w) => w.start <= t && t < w.end);
  // Each minute's day of window: -1 outside every day's window, or when the site is closed.
  const periodDay = readings.map((_, i) => windowOf(instantOf(i)));
  const minuteDay = periodDay.map((d, i) => (isOpen(i) ? d : -1));
  const dayMinutes = windows.map((_, d) => minuteDay.filter((m) => m === d).length);
  const minuteIndex = (t: number): number => Math.floor((t - first) / MINUTE);
  /**
   * The days whose window a booking has an instant in, open or not: a booking on a closed day, or
   * before opening, is a booking all the same (its time is outside opening hours).
   */
  const touchedDays = (b: Booking): Set<number> => {
    const days = new Set<number>();
    if (b.endMs > b.startMs) {
      const last = Math.min(readings.length, minuteIndex(b.endMs));
      for (let i = Math.max(0, minuteIndex(b.startMs)); i < last; i++)
        if (periodDay[i]! >= 0) days.add(periodDay[i]!);
    } else {
      // A zero-length booking counts strictly inside the window, as on the timeline: the minute
      // before it is window too, of the same day, or of the day before when whole days join.
      const i = minuteIndex(b.startMs);
      const d = i > 0 && i < readings.length ? periodDay[i]! : -1;
      const before = d >= 0 ? periodDay[i - 1]! : -1;
      if (before >= 0 && (before === d || (before === d - 1 && windows[d]!.joinsPrevious)))
        days.add(d);
    }
    return days;
  };

  // Rows as the timeline makes them.
  const needle = (filter.search ?? '').trim().toLowerCase();
  const has = (text: string | null | undefined) =>
    needle === '' || (text != null && text.toLowerCase().includes(needle));
  const rows = new Map<string, { name: string | null; tag: string | null; bookings: Booking[] }>();
  for (const bay of input.bays)
    if (bay.location?.id === input.locationId)
      rows.set(bay.id, { name: bay.name, tag: bay.tag, bookings: [] });
  const counted: Booking[] = [];
  const bayOf = new Map<Booking, string>();
  const daysOf = new Map<Booking, Set<number>>();
  for (const b of input.bookings) {
    const key = b.bay?.id ?? 'none';
    if (!rows.has(key))
      rows.set(key, { name: b.bay?.name ?? null, tag: b.bay?.tag ?? null, bookings: [] });
    const row = rows.get(key)!;
    if (filter.tags !== null && !filter.tags.includes(row.tag ?? '')) continue;
    if (!has(row.name) && !has(b.user?.name) && !has(b.user?.email)) continue;
    const touched = touchedDays(b);
    if (touched.size === 0) continue;
    daysOf.set(b, touched);
    row.bookings.push(b);
    counted.push(b);
    bayOf.set(b, key);
  }
  const shown = [...rows.entries()].filter(
    ([, r]) =>
      (filter.tags === null || filter.tags.includes(r.tag ?? '')) &&
      (has(r.name) || r.bookings.length > 0),
  );
  const windowMinutes = dayMinutes.reduce((n, m) => n + m, 0);

  const days = windows.map((w, d) => ({
    date: w.date,
    bookings: counted.filter((b) => daysOf.get(b)!.has(d)).length,
    bookedMs: 0,
    occupiedMs: 0,
    availableMs: shown.length * dayMinutes[d]! * MINUTE,
  }));
  const dayPeaks = windows.map(() => 0);
  const weekdayHours = Array.from({ length: 168 }, () => ({ windowMs: 0, occupiedMs: 0 }));
  const bayUse: NaiveInsights['bayUse'] = {};
  for (const [key, r] of shown)
    bayUse[key] = { bookings: r.bookings.length, bookedMs: 0, occupiedMs: 0 };
  let bookedMs = 0;
  let occupiedMs = 0;
  let peak = 0;
  let peakAt: number | null = null;
  const minutesAtLevel: number[] = [];
  const tagMinutesAtLevel = new Map<string, number[]>();
  for (const [, r] of shown) tagMinutesAtLevel.set(r.tag ?? '', []);
  const tally = (counts: number[], level: number) => {
    counts[level] = (counts[level] ?? 0) + 1;
  };
  for (let i = 0; i < readings.length; i++) {
    const t = instantOf(i);
    const d = minuteDay[i]!;
    if (d < 0) continue;
    const reading = readings[i]!;
    const slot = (windows[d]!.weekday - 1) * 24 + Math.floor(reading.minuteOfDay / 60);
    weekdayHours[slot]!.windowMs += MINUTE;
    let inUse = 0;
    const tagInUse = new Map<string, number>();
    for (const [key, r] of shown) {
      const covering = r.bookings.filter((b) => b.startMs <= t && t < b.endMs).length;
      if (covering === 0) continue;
      inUse++;
      tagInUse.set(r.tag ?? '', (tagInUse.get(r.tag ?? '') ?? 0) + 1);
      bookedMs += covering * MINUTE;
      occupiedMs += MINUTE;
      days[d]!.bookedMs += covering * MINUTE;
      days[d]!.occupiedMs += MINUTE;
      weekdayHours[slot]!.occupiedMs += MINUTE;
      bayUse[key]!.bookedMs += covering * MINUTE;
      bayUse[key]!.occupiedMs += MINUTE;
    }
    if (inUse > peak) {
      peak = inUse;
      peakAt = t;
    }
    dayPeaks[d] = Math.max(dayPeaks[d]!, inUse);
    tally(minutesAtLevel, inUse);
    for (const [tag, counts] of tagMinutesAtLevel) tally(counts, tagInUse.get(tag) ?? 0);
  }
  const quantile95 = (counts: number[]): number | null => {
    const total = counts.reduce((n, c) => n + (c ?? 0), 0);
    if (total === 0) return null;
    let covered = 0;
    for (let n = 0; n < counts.length; n++) {
      covered += counts[n] ?? 0;
      if (covered >= total * 0.95) return n;
    }
    return counts.length - 1;
  };
  const openPeaks = dayPeaks.filter((_, d) => dayMinutes[d]! > 0).sort((a, b) => a - b);
  const daysNearFull =
    shown.length === 0 || openPeaks.length === 0
      ? null
      : openPeaks.filter((p) => p * 10 >= shown.length * 9).length;
  const dailyPeakP90 =
    openPeaks.length === 0 ? null : openPeaks[Math.ceil((openPeaks.length * 9) / 10) - 1]!;
  const people = new Set(
    counted
      .map((b) =>
        b.user?.id
          ? `i:${b.user.id}`
          : b.user?.email
            ? `e:${b.user.email}`
            : b.user?.name
              ? `n:${b.user.name}`
              : null,
      )
      .filter((k) => k !== null),
  ).size;
  const personKey = (b: Booking): string | null =>
    b.user?.id
      ? `i:${b.user.id}`
      : b.user?.email
        ? `e:${b.user.email}`
        : b.user?.name
          ? `n:${b.user.name}`
          : null;
  const inStartOrder = [...counted].sort((a, b) => a.startMs - b.startMs);
  const startDates = new Map<string, Set<string>>();
  for (const b of inStartOrder) {
    const key = personKey(b);
    if (key === null) continue;
    const dates = startDates.get(key) ?? new Set<string>();
    dates.add(oracle(zone, b.startMs).date);
    startDates.set(key, dates);
  }
  const weeks = dates.length / 7;
  let attendanceBands: Record<string, number> | null = null;
  if (dates.length >= 7) {
    attendanceBands = { 'under-1': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0 };
    for (const came of startDates.values()) {
      const perWeek = Math.round(came.size / weeks);
      const band = perWeek === 0 ? 'under-1' : perWeek >= 5 ? '5+' : String(perWeek);
      attendanceBands[band]!++;
    }
  }
  // Every pair, person by person: a booking is a double booking when an earlier one of its person,
  // at another bay, overlaps it.
  const keyOf = new Map(inStartOrder.map((b) => [b, personKey(b)]));
  const doubleBookingIds = inStartOrder
    .filter((b, k) => {
      const key = keyOf.get(b);
      return (
        key !== null &&
        inStartOrder
          .slice(0, k)
          .some(
            (a) =>
              keyOf.get(a) === key &&
              bayOf.get(a) !== bayOf.get(b) &&
              Math.min(a.endMs, b.endMs) > b.startMs,
          )
      );
    })
    .map((b) => b.id);
  const lengths = counted.map((b) => b.endMs - b.startMs).sort((a, b) => a - b);
  const mid = Math.floor(lengths.length / 2);
  const medianBookingMs =
    lengths.length === 0
      ? null
      : lengths.length % 2
        ? lengths[mid]!
        : (lengths[mid - 1]! + lengths[mid]!) / 2;
  const crossingMidnight = counted.filter(
    (b) => oracle(zone, b.startMs).date !== oracle(zone, Math.max(b.startMs, b.endMs - 1)).date,
  ).length;
  return {
    bays: shown.length,
    totals: {
      bookings: counted.length,
      bookedMs,
      occupiedMs,
      availableMs: shown.length * windowMinutes * MINUTE,
    },
    days,
    weekdayHours,
    bayUse,
    peak: { baysInUse: peak, atMs: peakAt },
    baysNeeded: quantile95(minutesAtLevel),
    baysNeededByTag: Object.fromEntries(
      [...tagMinutesAtLevel].map(([tag, counts]) => [tag, quantile95(counts)]),
    ),
    dayPeaks,
    daysNearFull,
    dailyPeakP90,
    people,
    attendanceBands,
    doubleBookingIds,
    medianBookingMs,
    crossingMidnight,
  };
}
