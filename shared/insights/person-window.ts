/**
 * How a person's booking counts over a period at one site, one rule for the People table and for a
 * person's own list: the part within the period, the day it starts on (on the site's calendar), the
 * time outside opening hours, and which of their bookings are double bookings.
 */
import type { Booking } from '../model';
import { openIntervals, type Intervals } from '../sites/open-intervals';
import type { SiteClock } from '../sites/site-clock';
import { dateRangeWindow } from '../time/local-day-bounds';
import type { LocalDays } from '../time/local-days';
import { localDayReader } from '../time/zone';

/** A site's clock and days, as its bookings are counted. */
export interface PeopleSite extends LocalDays {
  readonly locationId: string;
  readonly zone: string;
  readonly site: SiteClock | null;
}

/** A booking as it counts in the period: its time within it, its day, and the time outside hours. */
export interface CountedPart {
  readonly withinMs: number;
  /** The site's local day number (days since 1970-01-01) its time in the period starts on. */
  readonly day: number;
  readonly outsideMs: number;
}

/** Reads each booking of one site: what of it counts, or null when it is not in the period. */
export function siteReader(site: PeopleSite): (b: Booking) => CountedPart | null {
  const { startMs, endMs } = dateRangeWindow(site.from, site.to, site.zone);
  const open: Intervals | null = site.site?.hours
    ? openIntervals(startMs, endMs, site.zone, site.site.hours, site.site.closed)
    : null;
  const dayOf = localDayReader(site.zone);
  return (b) => {
    const s = Math.max(b.startMs, startMs);
    const e = Math.min(b.endMs, endMs);
    // An instant booking counts on its instant; any other needs some time in the period.
    if (e < s || (e === s && b.startMs !== b.endMs)) return null;
    return {
      withinMs: e - s,
      // A day is the one a booking starts on (in the period), as the attendance bands count it.
      day: dayOf(s),
      outsideMs: open ? e - s - overlap(open, s, e) : 0,
    };
  };
}

/** The time of [s, e) inside the open intervals. */
function overlap(open: Intervals, s: number, e: number): number {
  let lo = 0;
  let hi = open.end.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((open.end[mid] as number) <= s) lo = mid + 1;
    else hi = mid;
  }
  let ms = 0;
  for (let i = lo; i < open.start.length && (open.start[i] as number) < e; i++)
    ms += Math.min(e, open.end[i] as number) - Math.max(s, open.start[i] as number);
  return ms;
}

/** One person's bookings as double bookings are found in: full starts, ends and bays, index by index. */
export interface HeldSpans {
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  readonly bays: readonly (string | null)[];
}

/**
 * Which of one person's bookings are double bookings, index by index. As the Insights' attendance
 * counts them (people-attendance.ts): a booking is one when it starts while the booking reaching
 * furthest at another bay than its own still runs.
 */
export function doubleBookingFlags(spans: HeldSpans): boolean[] {
  const { starts, ends, bays } = spans;
  // Parallel arrays, not an object per booking: a year of a large company is a million of them.
  const order = starts
    .map((_, i) => i)
    .sort((a, b) => (starts[a] as number) - (starts[b] as number));
  const flags = starts.map(() => false);
  let held: { end: number; bay: string | null } | null = null;
  let other: { end: number; bay: string | null } | null = null;
  for (const i of order) {
    const start = starts[i] as number;
    const end = ends[i] as number;
    const bay = bays[i] ?? null;
    const rival = held === null ? null : held.bay !== bay ? held : other;
    if (rival !== null && Math.min(end, rival.end) > start) flags[i] = true;
    if (held === null || end > held.end) {
      if (held !== null && held.bay !== bay) other = held;
      held = { end, bay };
    } else if (held.bay !== bay && (other === null || end > other.end)) other = { end, bay };
  }
  return flags;
}
