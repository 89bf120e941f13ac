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
import { createEndHeap } from './end-heap';
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
  /** The bay's current run of continuous occupation, [runStart, runEnd); runEnd -Infinity when idle. */
  runStart: number;
  runEnd: number;
  /** The first window piece ending after runStart. */
  runPiece: number;
}

function refKey(b: Booking): string {
  if (b.bay?.id) return `id:${b.bay.id}`;
  if (b.bay?.name) return `name:${b.bay.name}`;
  return 'none';
}

/** Lengths in whole minutes up to a week are counted in a histogram; the rest are kept as numbers. */
const HISTOGRAM_MINUTES = 7 * 24 * 60;

/** The exact median of many lengths without keeping (or sorting) one number per booking. */
function createMedianCounter(): { add(ms: number): void; median(): number | null } {
  const minutes = new Uint32Array(HISTOGRAM_MINUTES + 1);
  let others = new Float64Array(256);
  let otherCount = 0;
  let total = 0;
  return {
    add(ms) {
      total++;
      const m = ms / 60_000;
      if (m <= HISTOGRAM_MINUTES && m === Math.floor(m) && m >= 0) {
        minutes[m] = (minutes[m] as number) + 1;
        return;
      }
      if (otherCount === others.length) {
        const grown = new Float64Array(otherCount * 2);
        grown.set(others);
        others = grown;
      }
      others[otherCount++] = ms;
    },
    median() {
      if (total === 0) return null;
      const rest = others.subarray(0, otherCount).sort();
      // Walks both sorted sources in step to the middle one or two values.
      const nth = (n: number): number => {
        let r = 0;
        let m = 0;
        let seen = 0;
        for (;;) {
          while (m <= HISTOGRAM_MINUTES && minutes[m] === 0) m++;
          const fromHistogram = m <= HISTOGRAM_MINUTES ? m * 60_000 : Infinity;
          const fromRest = r < otherCount ? (rest[r] as number) : Infinity;
          if (fromRest < fromHistogram) {
            if (seen === n) return fromRest;
            seen++;
            r++;
          } else {
            const count = minutes[m] as number;
            if (n < seen + count) return fromHistogram;
            seen += count;
            m++;
          }
        }
      };
      const mid = total >> 1;
      return total % 2 === 1 ? nth(mid) : (nth(mid - 1) + nth(mid)) / 2;
    },
  };
}

/** Starts an aggregation over a scope. */
export function createInsightsAggregator(scope: InsightsScope): InsightsAggregator {
  const { filter, timezone } = scope;
  const pieces: WindowPieces = buildWindowPieces(scope.from, scope.to, timezone, filter.timeOfDay);
  const { start: pieceStart, end: pieceEnd, day: pieceDay, weekdayHour: pieceSlot } = pieces;
  const pieceCount = pieces.count;
  const joinsPrevious = pieces.joinsPrevious;
  const firstDay = pieces.firstDay;
  const dayCount = pieces.dates.length;
  const dayBookings = new Float64Array(dayCount);
  const dayBooked = new Float64Array(dayCount);
  const dayOccupied = new Float64Array(dayCount);
  const slotOccupied = new Float64Array(7 * 24);
  const needle = normaliseSearch(filter.search ?? '');
  const tags = filter.tags;
  const localDay = localDayReader(timezone);
  // Open runs by end: a bay leaves it when its run is over, which is when the run is counted.
  const open = createEndHeap();
  let inUse = 0;
  let peak = 0;
  let peakAt: number | null = null;
  let nextPiece = 0;
  let now = Number.NEGATIVE_INFINITY;
  const lengths = createMedianCounter();
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
      runPiece: 0,
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

  /** Adds a finished run of a bay's occupation to the bay, its days and weekday-hours. */
  const closeRun = (bay: BayState): void => {
    const runStart = bay.runStart;
    const runEnd = bay.runEnd;
    bay.runEnd = Number.NEGATIVE_INFINITY;
    let occupied = 0;
    for (let j = bay.runPiece; j < pieceCount && (pieceStart[j] as number) < runEnd; j++) {
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

  /** Closes the runs that are over at t (a run that grew since it was queued goes back in). */
  const closeRunsEndingBy = (t: number): void => {
    while (open.size > 0 && open.topEnd() <= t) {
      const end = open.topEnd();
      const bay = bays[open.topId()] as BayState;
      open.pop();
      if (bay.runEnd > end) open.push(bay.runEnd, bay.index);
      else {
        closeRun(bay);
        inUse--;
      }
    }
  };

  const readPeak = (t: number): void => {
    if (inUse > peak) {
      peak = inUse;
      peakAt = t;
    }
  };

  /**
   * Reads the bays in use at each start of a stretch of window up to t: a run that began before the
   * window is in use there. Inside a stretch, the count only rises at booking starts.
   */
  const readWindowStartsUpTo = (t: number): void => {
    while (nextPiece < pieceCount && (pieceStart[nextPiece] as number) <= t) {
      if (joinsPrevious[nextPiece] === 0) {
        const start = pieceStart[nextPiece] as number;
        closeRunsEndingBy(start);
        readPeak(start);
      }
      nextPiece++;
    }
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
        let j = i;
        for (; j < pieceCount && ((pieceStart[j] as number) < e || j === i); j++) {
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
        // Runs of continuous occupation, merged as the totals bar merges them. The sweep cannot go
        // back in time: a booking out of start order is taken from the latest start seen.
        const t = s > now ? s : now;
        now = t;
        readWindowStartsUpTo(t);
        closeRunsEndingBy(t);
        if (bay.runEnd > t) {
          if (e > bay.runEnd) bay.runEnd = e;
        } else if (e > t) {
          bay.runStart = t;
          bay.runEnd = e;
          bay.runPiece = t === s ? i : firstPieceEndingAfter(pieces, t, i);
          open.push(e, bay.index);
          inUse++;
        }
        if (firstStart <= s) readPeak(t);
        lengths.add(e - s);
        countUser(b);
        // A piece lies within its local day, so the pieces the booking touched mostly name its days.
        const last = e > s ? e - 1 : s;
        const startDay = firstStart <= s ? firstDay + (pieceDay[i] as number) : localDay(s);
        const lastPiece = j - 1;
        const endDay =
          (pieceStart[lastPiece] as number) <= last && last < (pieceEnd[lastPiece] as number)
            ? firstDay + (pieceDay[lastPiece] as number)
            : localDay(last);
        if (startDay !== endDay) crossingMidnight++;
      }
    },
    addUnreadable(count) {
      unreadable += count;
    },
    get bookingsRead() {
      return read;
    },
    finish() {
      readWindowStartsUpTo(Number.POSITIVE_INFINITY);
      closeRunsEndingBy(Number.POSITIVE_INFINITY);
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
      peak: { baysInUse: peak, atMs: peakAt },
      medianBookingMs: lengths.median(),
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
