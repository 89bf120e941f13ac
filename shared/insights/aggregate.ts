/**
 * Insights aggregated incrementally: bookings are fed a chunk at a time, in start order, and only
 * per-bay, per-day and per-weekday-hour sums are kept (plus one number per booking for the median),
 * never the bookings. Bays, tag filter and search mean exactly what the timeline's rows mean
 * (shared/view/rows.ts), so utilisation equals the totals bar's occupancy for the same window.
 */
import type { ExportFilter } from '../contract';
import type { Bay, Booking } from '../model';
import { localDayReader } from '../time/zone';
import { bookingMatches, normaliseSearch, tagPasses, textMatches } from '../view/filter';
import { compareText } from '../view/rows';
import { createPeakTracker } from './peak-tracker';
import type { BayUse, DayUse, Insights, TagUse, UseFigures, WeekdayHourUse } from './types';
import { buildWindowPieces, firstPieceEndingAfter, type WindowPieces } from './window-pieces';

/** What is aggregated: a location's bays over local days in a zone, narrowed by the filter. */
export interface InsightsScope {
  readonly locationId: string;
  /** First local day, YYYY-MM-DD. */
  readonly from: string;
  /** Last local day, inclusive. */
  readonly to: string;
  readonly timezone: string;
  readonly filter: ExportFilter;
  /** The account's bays list; those of this location are the rows, as on the timeline. */
  readonly bays: readonly Bay[];
}

/** Takes bookings chunk by chunk; finish() returns the Insights. */
export interface InsightsAggregator {
  /** Bookings in start order (each chunk sorted, chunks in order), each booking once. */
  add(bookings: readonly Booking[]): void;
  /** Records the client dropped as unreadable. */
  addUnreadable(count: number): void;
  /** Bookings fed so far, counted or not. */
  readonly bookingsRead: number;
  finish(): Insights;
}

interface BayState {
  readonly index: number;
  readonly key: string;
  readonly id: string | null;
  readonly name: string | null;
  readonly tag: string | null;
  readonly passesTag: boolean;
  readonly nameHit: boolean;
  bookings: number;
  bookedMs: number;
  occupiedMs: number;
  runStart: number;
  runEnd: number;
}

function refKey(b: Booking): string {
  if (b.bay?.id) return `id:${b.bay.id}`;
  if (b.bay?.name) return `name:${b.bay.name}`;
  return 'none';
}

/** A growable list of numbers, for the median without keeping bookings. */
function createNumberList(): { push(n: number): void; sorted(): Float64Array } {
  let values = new Float64Array(1024);
  let length = 0;
  return {
    push(n) {
      if (length === values.length) {
        const grown = new Float64Array(length * 2);
        grown.set(values);
        values = grown;
      }
      values[length++] = n;
    },
    sorted: () => values.subarray(0, length).sort(),
  };
}

function median(sorted: Float64Array): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = n >> 1;
  return n % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Starts an aggregation over a scope. */
export function createInsightsAggregator(scope: InsightsScope): InsightsAggregator {
  const { filter, timezone } = scope;
  const pieces: WindowPieces = buildWindowPieces(scope.from, scope.to, timezone, filter.timeOfDay);
  const { start: pieceStart, end: pieceEnd, day: pieceDay, weekdayHour: pieceSlot } = pieces;
  const pieceCount = pieces.count;
  const joinsPrevious = pieces.joinsPrevious;
  const dayCount = pieces.dates.length;
  const dayBookings = new Float64Array(dayCount);
  const dayBooked = new Float64Array(dayCount);
  const dayOccupied = new Float64Array(dayCount);
  const slotOccupied = new Float64Array(7 * 24);
  const needle = normaliseSearch(filter.search ?? '');
  const tags = filter.tags;
  const localDay = localDayReader(timezone);
  const peak = createPeakTracker(pieces);
  const lengths = createNumberList();
  const userIds = new Set<string>();
  const userEmails = new Set<string>();
  const userNames = new Set<string>();

  const bays: BayState[] = [];
  const byId = new Map<string, BayState>();
  const byKey = new Map<string, BayState>();
  const addBay = (key: string, id: string | null, name: string | null, tag: string | null) => {
    const state: BayState = {
      index: bays.length,
      key,
      id,
      name,
      tag,
      passesTag: tagPasses(tags, tag),
      nameHit: textMatches(name, needle),
      bookings: 0,
      bookedMs: 0,
      occupiedMs: 0,
      runStart: 0,
      runEnd: Number.NEGATIVE_INFINITY,
    };
    bays.push(state);
    byKey.set(key, state);
    if (id) byId.set(id, state);
    return state;
  };
  for (const bay of scope.bays) {
    if (bay.location?.id !== scope.locationId) continue;
    addBay(`id:${bay.id}`, bay.id, bay.name, bay.tag);
  }

  let totalBookings = 0;
  let totalBooked = 0;
  let totalOccupied = 0;
  let crossingMidnight = 0;
  let unreadable = 0;
  let read = 0;
  let hint = 0;

  /** Adds a closed run of a bay's occupation to the bay, its days and weekday-hours. */
  const closeRun = (bay: BayState): void => {
    const runStart = bay.runStart;
    const runEnd = bay.runEnd;
    let occupied = 0;
    for (
      let j = firstPieceEndingAfter(pieces, runStart, hint);
      j < pieceCount && (pieceStart[j] as number) < runEnd;
      j++
    ) {
      const a = runStart > (pieceStart[j] as number) ? runStart : (pieceStart[j] as number);
      const b = runEnd < (pieceEnd[j] as number) ? runEnd : (pieceEnd[j] as number);
      const ms = b - a;
      occupied += ms;
      const d = pieceDay[j] as number;
      dayOccupied[d] = (dayOccupied[d] as number) + ms;
      const s = pieceSlot[j] as number;
      slotOccupied[s] = (slotOccupied[s] as number) + ms;
    }
    bay.occupiedMs += occupied;
    totalOccupied += occupied;
  };

  const bayFor = (b: Booking): BayState => {
    const id = b.bay?.id;
    if (id) {
      const known = byId.get(id);
      if (known) return known;
    }
    const key = refKey(b);
    return byKey.get(key) ?? addBay(key, id ?? null, b.bay?.name ?? null, b.bay?.tag ?? null);
  };

  const countUser = (b: Booking): void => {
    const user = b.user;
    if (!user) return;
    if (user.id) userIds.add(user.id);
    else if (user.email) userEmails.add(user.email);
    else if (user.name) userNames.add(user.name);
  };

  return {
    add(bookings) {
      read += bookings.length;
      for (let k = 0; k < bookings.length; k++) {
        const b = bookings[k] as Booking;
        const bay = bayFor(b);
        if (!bay.passesTag) continue;
        if (needle !== '' && !bay.nameHit && !bookingMatches(b, needle, bay.name)) continue;
        const s = b.startMs;
        const e = b.endMs;
        const i = firstPieceEndingAfter(pieces, s, hint);
        if (i >= pieceCount) continue;
        const firstStart = pieceStart[i] as number;
        // The timeline's overlap test: a zero-length booking counts strictly inside the window.
        const inside = firstStart < e || (s === e && firstStart === s && joinsPrevious[i] === 1);
        if (!inside) continue;
        hint = i;
        totalBookings++;
        bay.bookings++;
        let booked = 0;
        let lastDay = -1;
        for (let j = i; j < pieceCount && ((pieceStart[j] as number) < e || j === i); j++) {
          const a = s > (pieceStart[j] as number) ? s : (pieceStart[j] as number);
          const z = e < (pieceEnd[j] as number) ? e : (pieceEnd[j] as number);
          const d = pieceDay[j] as number;
          if (d !== lastDay) {
            dayBookings[d] = (dayBookings[d] as number) + 1;
            lastDay = d;
          }
          if (z > a) {
            booked += z - a;
            dayBooked[d] = (dayBooked[d] as number) + (z - a);
          }
        }
        bay.bookedMs += booked;
        totalBooked += booked;
        // Runs of continuous occupation, merged as the totals bar merges them.
        if (s > bay.runEnd) {
          if (bay.runEnd > bay.runStart) closeRun(bay);
          bay.runStart = s;
          bay.runEnd = e;
        } else if (e > bay.runEnd) bay.runEnd = e;
        peak.add(bay.index, s, e, firstStart <= s);
        lengths.push(e - s);
        countUser(b);
        if (localDay(s) !== localDay(e > s ? e - 1 : s)) crossingMidnight++;
      }
    },
    addUnreadable(count) {
      unreadable += count;
    },
    get bookingsRead() {
      return read;
    },
    finish() {
      hint = 0;
      for (const bay of bays) {
        if (bay.runEnd > bay.runStart) closeRun(bay);
        bay.runEnd = Number.NEGATIVE_INFINITY;
      }
      return summarise();
    },
  };

  function summarise(): Insights {
    const windowMs = pieces.totalMs;
    // The rows shown: a bay passes the tag filter, and under a search its name matches or a booking does.
    const counted = bays.filter((b) => b.passesTag && (b.nameHit || b.bookings > 0));
    counted.sort(
      (a, b) =>
        compareText(a.tag || null, b.tag || null) ||
        compareText(a.name, b.name) ||
        compareText(a.key, b.key),
    );
    const bayCount = counted.length;
    const bayUse: BayUse[] = counted.map((b) => ({
      bayId: b.id ?? b.key,
      bayName: b.name,
      tag: b.tag,
      bookings: b.bookings,
      bookedMs: b.bookedMs,
      occupiedMs: b.occupiedMs,
      availableMs: windowMs,
    }));
    const tagUse: TagUse[] = [];
    for (const b of bayUse) {
      const tag = b.tag || null;
      const last = tagUse[tagUse.length - 1];
      if (last && last.tag === tag) {
        tagUse[tagUse.length - 1] = {
          tag,
          bays: last.bays + 1,
          bookings: last.bookings + b.bookings,
          bookedMs: last.bookedMs + b.bookedMs,
          occupiedMs: last.occupiedMs + b.occupiedMs,
          availableMs: last.availableMs + b.availableMs,
        };
      } else {
        tagUse.push({
          tag,
          bays: 1,
          bookings: b.bookings,
          bookedMs: b.bookedMs,
          occupiedMs: b.occupiedMs,
          availableMs: b.availableMs,
        });
      }
    }
    const days: DayUse[] = pieces.dates.map((date, d) => ({
      date,
      isoWeekday: pieces.weekdays[d] as DayUse['isoWeekday'],
      bookings: dayBookings[d] as number,
      bookedMs: dayBooked[d] as number,
      occupiedMs: dayOccupied[d] as number,
      availableMs: bayCount * (pieces.dayWindowMs[d] as number),
    }));
    const weekdayHours: WeekdayHourUse[] = [];
    for (let slot = 0; slot < 7 * 24; slot++) {
      weekdayHours.push({
        isoWeekday: (Math.floor(slot / 24) + 1) as WeekdayHourUse['isoWeekday'],
        hour: slot % 24,
        windowMs: pieces.weekdayHourWindowMs[slot] as number,
        occupiedMs: slotOccupied[slot] as number,
      });
    }
    const totals: UseFigures = {
      bookings: totalBookings,
      bookedMs: totalBooked,
      occupiedMs: totalOccupied,
      availableMs: bayCount * windowMs,
    };
    return {
      locationId: scope.locationId,
      from: scope.from,
      to: scope.to,
      timezone,
      filter,
      bays: bayCount,
      totals,
      people: userIds.size + userEmails.size + userNames.size,
      peak: peak.finish(),
      medianBookingMs: median(lengths.sorted()),
      crossingMidnight,
      unreadableRecords: unreadable,
      days,
      bayUse,
      tagUse,
      weekdayHours,
    };
  }
}

/** Aggregates bookings already in memory (sorted here by start); for tests and the benchmark. */
export function aggregateInsights(scope: InsightsScope, bookings: readonly Booking[]): Insights {
  const aggregator = createInsightsAggregator(scope);
  aggregator.add([...bookings].sort((a, b) => a.startMs - b.startMs));
  return aggregator.finish();
}
