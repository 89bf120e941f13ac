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
import { EndHeap } from './end-heap';
import { MedianCounter } from './median-counter';
import type { BayUse, DayUse, Insights, TagUse, WeekdayHourUse } from './types';
import { buildWindowPieces, type WindowPieces } from './window-pieces';

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

/** The most bay or person objects remembered by identity within one chunk (see chunkBays). */
const CHUNK_OBJECTS_CACHED = 4096;

function refKey(b: Booking): string {
  if (b.bay?.id) return `id:${b.bay.id}`;
  if (b.bay?.name) return `name:${b.bay.name}`;
  return 'none';
}

/**
 * One aggregation. A class, not closures: its methods stay monomorphic and inlinable however the code
 * is compiled (closures renamed at run time, as esbuild's keepNames does, were slower: bench/README.md).
 */
class InsightsAggregation implements InsightsAggregator {
  private readonly pieces: WindowPieces;
  private readonly pieceStart: Float64Array;
  private readonly pieceEnd: Float64Array;
  private readonly pieceDay: Int32Array;
  private readonly pieceSlot: Uint8Array;
  private readonly joinsPrevious: Uint8Array;
  private readonly dayBookings: Float64Array;
  private readonly dayBooked: Float64Array;
  private readonly dayOccupied: Float64Array;
  private readonly slotOccupied = new Float64Array(7 * 24);
  private readonly needle: string;
  private readonly localDay: (epochMs: number) => number;
  private readonly lengths = new MedianCounter();
  private readonly userIds = new Set<string>();
  private readonly userEmails = new Set<string>();
  private readonly userNames = new Set<string>();
  private readonly bays: BayState[] = [];
  private readonly byId = new Map<string, BayState>();
  private readonly byKey = new Map<string, BayState>();
  /**
   * The rows and people of the chunk being added, by object: the API client shares a bay's or a
   * person's object among the bookings of one answer, and an object's identity is cheaper to look up
   * than its id's text. Emptied for each chunk, and capped: bookings that share nothing (as in tests)
   * would otherwise add an entry each.
   */
  private readonly chunkBays = new Map<object, BayState>();
  private readonly chunkUsers = new Set<object>();
  /** Open runs by end: a bay leaves it when its run is over, which is when the run is counted. */
  private readonly open = new EndHeap();
  private inUse = 0;
  private peak = 0;
  private peakAt: number | null = null;
  /** The next window piece whose start the peak has not been read at. */
  private nextPiece = 0;
  /** The latest booking start seen: the sweep's instant. */
  private now = Number.NEGATIVE_INFINITY;
  private totalBookings = 0;
  private totalBooked = 0;
  private totalOccupied = 0;
  private crossingMidnight = 0;
  private unreadable = 0;
  private read = 0;
  private hint = 0;

  constructor(private readonly scope: InsightsScope) {
    const { filter } = scope;
    this.pieces = buildWindowPieces(scope.from, scope.to, scope.timezone, filter.timeOfDay);
    this.pieceStart = this.pieces.start;
    this.pieceEnd = this.pieces.end;
    this.pieceDay = this.pieces.day;
    this.pieceSlot = this.pieces.weekdayHour;
    this.joinsPrevious = this.pieces.joinsPrevious;
    const dayCount = this.pieces.dates.length;
    this.dayBookings = new Float64Array(dayCount);
    this.dayBooked = new Float64Array(dayCount);
    this.dayOccupied = new Float64Array(dayCount);
    this.needle = normaliseSearch(filter.search ?? '');
    this.localDay = localDayReader(scope.timezone);
    for (const bay of scope.bays) {
      if (bay.location?.id !== scope.locationId) continue;
      this.addBay(`id:${bay.id}`, bay.id, bay.name, bay.tag);
    }
  }

  get bookingsRead(): number {
    return this.read;
  }

  addUnreadable(count: number): void {
    this.unreadable += count;
  }

  add(bookings: readonly Booking[]): void {
    this.read += bookings.length;
    this.chunkBays.clear();
    this.chunkUsers.clear();
    const { pieceStart, pieceEnd, pieceDay, joinsPrevious, dayBookings, dayBooked } = this;
    const pieceCount = this.pieces.count;
    const firstDay = this.pieces.firstDay;
    const needle = this.needle;
    for (let k = 0; k < bookings.length; k++) {
      const b = bookings[k] as Booking;
      const bay = this.bayFor(b);
      if (!bay.passesTag) continue;
      if (needle !== '' && !bay.nameHit && !bookingMatches(b, needle, bay.name)) continue;
      const s = b.startMs;
      const e = b.endMs;
      const i = this.pieceEndingAfter(s, this.hint);
      if (i >= pieceCount) continue;
      const firstStart = pieceStart[i] as number;
      // The timeline's overlap test: a zero-length booking counts strictly inside the window.
      const inside = firstStart < e || (s === e && firstStart === s && joinsPrevious[i] === 1);
      if (!inside) continue;
      this.hint = i;
      this.totalBookings++;
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
      this.totalBooked += booked;
      // Runs of continuous occupation, merged as the totals bar merges them. The sweep cannot go
      // back in time: a booking out of start order is taken from the latest start seen.
      const t = s > this.now ? s : this.now;
      this.now = t;
      this.readWindowStartsUpTo(t);
      this.closeRunsEndingBy(t);
      if (bay.runEnd > t) {
        if (e > bay.runEnd) bay.runEnd = e;
      } else if (e > t) {
        bay.runStart = t;
        bay.runEnd = e;
        bay.runPiece = t === s ? i : this.pieceEndingAfter(t, i);
        this.open.push(e, bay.index);
        this.inUse++;
      }
      if (firstStart <= s) this.readPeak(t);
      this.lengths.add(e - s);
      this.countUser(b);
      // A piece lies within its local day, so the pieces the booking touched mostly name its days.
      const last = e > s ? e - 1 : s;
      const startDay = firstStart <= s ? firstDay + (pieceDay[i] as number) : this.localDay(s);
      const lastPiece = j - 1;
      const endDay =
        (pieceStart[lastPiece] as number) <= last && last < (pieceEnd[lastPiece] as number)
          ? firstDay + (pieceDay[lastPiece] as number)
          : this.localDay(last);
      if (startDay !== endDay) this.crossingMidnight++;
    }
  }

  finish(): Insights {
    this.readWindowStartsUpTo(Number.POSITIVE_INFINITY);
    this.closeRunsEndingBy(Number.POSITIVE_INFINITY);
    return this.summarise();
  }

  private addBay(key: string, id: string | null, name: string | null, tag: string | null) {
    const state: BayState = {
      index: this.bays.length,
      key,
      id,
      name,
      tag,
      passesTag: tagPasses(this.scope.filter.tags, tag),
      nameHit: textMatches(name, this.needle),
      bookings: 0,
      bookedMs: 0,
      occupiedMs: 0,
      runStart: 0,
      runEnd: Number.NEGATIVE_INFINITY,
      runPiece: 0,
    };
    this.bays.push(state);
    this.byKey.set(key, state);
    if (id) this.byId.set(id, state);
    return state;
  }

  /** The row a booking belongs to, as the timeline finds it: by bay id, else bay name, else none. */
  private bayFor(b: Booking): BayState {
    const ref = b.bay;
    if (ref) {
      const seen = this.chunkBays.get(ref);
      if (seen) return seen;
    }
    const id = ref?.id;
    let state = id ? this.byId.get(id) : undefined;
    if (!state) {
      const key = refKey(b);
      state =
        this.byKey.get(key) ?? this.addBay(key, id ?? null, ref?.name ?? null, ref?.tag ?? null);
    }
    if (ref && this.chunkBays.size < CHUNK_OBJECTS_CACHED) this.chunkBays.set(ref, state);
    return state;
  }

  private countUser(b: Booking): void {
    const user = b.user;
    if (!user || this.chunkUsers.has(user)) return;
    if (this.chunkUsers.size < CHUNK_OBJECTS_CACHED) this.chunkUsers.add(user);
    if (user.id) this.userIds.add(user.id);
    else if (user.email) this.userEmails.add(user.email);
    else if (user.name) this.userNames.add(user.name);
  }

  /** Index of the first piece ending after t (count when none), searching forward from a hint first. */
  private pieceEndingAfter(t: number, hint: number): number {
    const end = this.pieceEnd;
    const count = this.pieces.count;
    let lo = hint > 0 && hint <= count && (end[hint - 1] as number) <= t ? hint : 0;
    // Bookings arrive in start order, so the answer is mostly at or just after the hint.
    for (let k = 0; k < 4 && lo < count; k++) {
      if ((end[lo] as number) > t) return lo;
      lo++;
    }
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((end[mid] as number) > t) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Adds a finished run of a bay's occupation to the bay, its days and weekday-hours. */
  private closeRun(bay: BayState): void {
    const { pieceStart, pieceEnd, pieceDay, pieceSlot, dayOccupied, slotOccupied } = this;
    const pieceCount = this.pieces.count;
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
      const slot = pieceSlot[j] as number;
      slotOccupied[slot] = (slotOccupied[slot] as number) + ms;
    }
    bay.occupiedMs += occupied;
    this.totalOccupied += occupied;
  }

  /** Closes the runs that are over at t (a run that grew since it was queued goes back in). */
  private closeRunsEndingBy(t: number): void {
    const open = this.open;
    while (open.size > 0 && open.topEnd() <= t) {
      const end = open.topEnd();
      const bay = this.bays[open.topId()] as BayState;
      open.pop();
      if (bay.runEnd > end) open.push(bay.runEnd, bay.index);
      else {
        this.closeRun(bay);
        this.inUse--;
      }
    }
  }

  private readPeak(t: number): void {
    if (this.inUse > this.peak) {
      this.peak = this.inUse;
      this.peakAt = t;
    }
  }

  /**
   * Reads the bays in use at each start of a stretch of window up to t: a run that began before the
   * window is in use there. Inside a stretch, the count only rises at booking starts.
   */
  private readWindowStartsUpTo(t: number): void {
    const { pieceStart, joinsPrevious } = this;
    const pieceCount = this.pieces.count;
    while (this.nextPiece < pieceCount && (pieceStart[this.nextPiece] as number) <= t) {
      if (joinsPrevious[this.nextPiece] === 0) {
        const start = pieceStart[this.nextPiece] as number;
        this.closeRunsEndingBy(start);
        this.readPeak(start);
      }
      this.nextPiece++;
    }
  }

  private summarise(): Insights {
    const { pieces, scope } = this;
    const windowMs = pieces.totalMs;
    // The rows shown: a bay passes the tag filter, and under a search its name matches or a booking does.
    const counted = this.bays.filter((b) => b.passesTag && (b.nameHit || b.bookings > 0));
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
    const days: DayUse[] = pieces.dates.map((date, d) => ({
      date,
      isoWeekday: pieces.weekdays[d] as DayUse['isoWeekday'],
      bookings: this.dayBookings[d] as number,
      bookedMs: this.dayBooked[d] as number,
      occupiedMs: this.dayOccupied[d] as number,
      availableMs: bayCount * (pieces.dayWindowMs[d] as number),
    }));
    const weekdayHours: WeekdayHourUse[] = [];
    for (let slot = 0; slot < 7 * 24; slot++) {
      weekdayHours.push({
        isoWeekday: (Math.floor(slot / 24) + 1) as WeekdayHourUse['isoWeekday'],
        hour: slot % 24,
        windowMs: pieces.weekdayHourWindowMs[slot] as number,
        occupiedMs: this.slotOccupied[slot] as number,
      });
    }
    return {
      locationId: scope.locationId,
      from: scope.from,
      to: scope.to,
      timezone: scope.timezone,
      filter: scope.filter,
      bays: bayCount,
      totals: {
        bookings: this.totalBookings,
        bookedMs: this.totalBooked,
        occupiedMs: this.totalOccupied,
        availableMs: bayCount * windowMs,
      },
      people: this.userIds.size + this.userEmails.size + this.userNames.size,
      peak: { baysInUse: this.peak, atMs: this.peakAt },
      medianBookingMs: this.lengths.median(),
      crossingMidnight: this.crossingMidnight,
      unreadableRecords: this.unreadable,
      days,
      bayUse,
      tagUse: tagUseOf(bayUse),
      weekdayHours,
    };
  }
}

/** The bays' figures summed per tag, in the bays' (tag-grouped) order. */
function tagUseOf(bayUse: readonly BayUse[]): TagUse[] {
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
  return tagUse;
}

/** Starts an aggregation over a scope. */
export function createInsightsAggregator(scope: InsightsScope): InsightsAggregator {
  return new InsightsAggregation(scope);
}

/** Aggregates bookings already in memory (sorted here by start); for tests and the benchmark. */
export function aggregateInsights(scope: InsightsScope, bookings: readonly Booking[]): Insights {
  const aggregator = createInsightsAggregator(scope);
  aggregator.add([...bookings].sort((a, b) => a.startMs - b.startMs));
  return aggregator.finish();
}
