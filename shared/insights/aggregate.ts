/**
 * Insights aggregated incrementally: bookings are fed a chunk at a time, in start order, and only
 * per-bay, per-day and per-weekday-hour sums are kept (plus one number per booking for the median),
 * never the bookings. Rows, the tag filter and the search are the scope's rules (shared/scope), the
 * same the Timeline's rows follow, so utilisation equals the totals bar's for the same window.
 */
import type { Bay, Booking } from '../model';
import { BayIndex, type ScopeRow } from '../scope/bay-index';
import { FilterRules } from '../scope/filter-rules';
import type { LocationScope } from '../scope/scope';
import { localDayReader } from '../time/zone';
import { DayHourTotals } from './day-hour-totals';
import { DomainCount } from './domain-count';
import { buildHourPieces, type HourPieces, pieceEndingAfter } from './hour-pieces';
import { MedianCounter } from './median-counter';
import { LevelTime } from './level-time';
import { OccupancySweep, type RunningBay } from './occupancy-sweep';
import { PeopleAttendance } from './people-attendance';
import { summariseInsights } from './summary';
import { openIntervals } from '../sites/open-intervals';
import { ALWAYS_OPEN, isAlwaysOpen } from '../sites/opening-hours';
import { NOTHING_OUTSIDE, type SiteClock } from '../sites/site-clock';
import { OutsideTime } from './outside-time';
import type { Insights } from './types';

/** What is aggregated: a scope, and the account's bays list (those at its location are the rows). */
export interface InsightsScope extends LocationScope {
  readonly bays: readonly Bay[];
  /** The site's own zone and opening hours, when its settings give them: figures count open time only. */
  readonly site?: SiteClock | null;
  /**
   * Whether the account hides names: domains of fewer than 5 people are then one row. Absent is
   * taken as hidden, so a caller that forgets never names a small domain.
   */
  readonly namesHidden?: boolean;
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

/** A row with the aggregation's sums on it. */
interface BayState extends ScopeRow, RunningBay {
  bookings: number;
  bookedMs: number;
}

/** The most bay objects remembered by identity within one chunk (see chunkBays). */
const CHUNK_OBJECTS_CACHED = 4096;

function bayState(row: ScopeRow, tagLevels: LevelTime): BayState {
  return {
    tagLevels,
    index: row.index,
    key: row.key,
    id: row.id,
    name: row.name,
    tag: row.tag,
    passesTag: row.passesTag,
    nameHit: row.nameHit,
    bookings: 0,
    bookedMs: 0,
    occupiedMs: 0,
    runStart: 0,
    runEnd: Number.NEGATIVE_INFINITY,
    runPiece: 0,
  };
}

/**
 * One aggregation. Classes, not closures, here and in the parts it drives: their methods stay
 * monomorphic and inlinable however the code is compiled (closures renamed at run time, as esbuild's
 * keepNames does, were slower: bench/README.md).
 */
class InsightsAggregation implements InsightsAggregator {
  private readonly pieces: HourPieces;
  private readonly rules: FilterRules;
  private readonly rows: BayIndex<BayState>;
  private readonly byDayHour: DayHourTotals;
  private readonly sweep: OccupancySweep;
  private readonly people = new PeopleAttendance();
  private readonly domains: DomainCount;
  private readonly lengths = new MedianCounter();
  private readonly localDay: (epochMs: number) => number;
  /**
   * The rows of the chunk being added, by object: the API client shares a bay's object among the
   * bookings of one answer, and an object's identity is cheaper to look up than its id's text.
   * Emptied for each chunk, and capped: bookings that share nothing (as in tests) would otherwise add
   * an entry each.
   */
  private readonly chunkBays = new Map<object, BayState>();
  /** Bays in use over time per tag (untagged bays under null), for each tag's bays needed. */
  private readonly tagLevels = new Map<string | null, LevelTime>();
  private totalBookings = 0;
  private totalBooked = 0;
  private crossingMidnight = 0;
  private unreadable = 0;
  private read = 0;
  private hint = 0;

  /** Time outside opening hours, when the site has hours; null when every hour is open. */
  private readonly outside: OutsideTime | null = null;
  /** The period's pieces, open or not, when the site has hours. */
  private readonly period: HourPieces | null = null;

  constructor(private readonly scope: InsightsScope) {
    const { filter } = scope;
    const closed = scope.site?.closed ?? [];
    // A site open every hour still has no open time on its holidays and closures.
    const hours = scope.site?.hours ?? (closed.length > 0 ? ALWAYS_OPEN : null);
    if (scope.site && hours && (!isAlwaysOpen(hours) || closed.length > 0)) {
      // The period as the chosen days (and time of day) give it; open time is cut out of it.
      const period = buildHourPieces(scope.from, scope.to, scope.zone, filter.timeOfDay);
      const first = period.count > 0 ? (period.start[0] as number) : 0;
      const last = period.count > 0 ? (period.end[period.count - 1] as number) : 0;
      const open = openIntervals(first, last, scope.site.zone, hours, closed);
      this.pieces = buildHourPieces(scope.from, scope.to, scope.zone, filter.timeOfDay, open);
      this.period = period;
    } else this.pieces = buildHourPieces(scope.from, scope.to, scope.zone, filter.timeOfDay);
    this.rules = new FilterRules(filter);
    this.rows = new BayIndex(
      { bays: scope.bays, locationId: scope.locationId, rules: this.rules },
      (row) => bayState(row, this.levelsOfTag(row.tag)),
    );
    this.byDayHour = new DayHourTotals(this.pieces);
    // Bookings per day are counted on the period's days, open or not: the same days as open pieces.
    if (this.period) this.outside = new OutsideTime(this.period, this.byDayHour.dayBookings);
    this.sweep = new OccupancySweep(this.pieces, this.byDayHour, this.rows.rows);
    this.localDay = localDayReader(scope.zone);
    this.domains = new DomainCount(scope);
  }

  private levelsOfTag(tag: string | null | undefined): LevelTime {
    const key = tag || null;
    let levels = this.tagLevels.get(key);
    if (!levels) {
      levels = new LevelTime(this.pieces);
      this.tagLevels.set(key, levels);
    }
    return levels;
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
    this.people.startChunk();
    this.domains.startChunk();
    const { pieces, rules, byDayHour } = this;
    const pieceStart = pieces.start;
    const pieceEnd = pieces.end;
    const pieceDay = pieces.day;
    const pieceCount = pieces.count;
    const firstDay = pieces.firstDay;
    const { dayBookings, dayBooked } = byDayHour;
    const countedDays = this.outside !== null;
    for (let k = 0; k < bookings.length; k++) {
      const b = bookings[k] as Booking;
      const bay = this.bayFor(b);
      if (!rules.keeps(bay, b)) continue;
      const s = b.startMs;
      const e = b.endMs;
      // Its time in the period, open or not: what open time leaves is outside opening hours.
      const periodMs = this.outside ? this.outside.timeIn(s, e) : 0;
      const i = pieceEndingAfter(pieces, s, this.hint);
      const firstStart = i < pieceCount ? (pieceStart[i] as number) : 0;
      // The timeline's overlap test: a zero-length booking counts strictly inside the window.
      const inside =
        i < pieceCount &&
        (firstStart < e || (s === e && firstStart === s && pieces.joinsPrevious[i] === 1));
      if (!inside) {
        // No open time (a closed day, or before and after hours), but in the period: a booking all
        // the same, counted with its person; its time is outside opening hours.
        if (this.outside?.lastTouched) this.addOutsideOnly(b, bay, s, e);
        this.outside?.add(periodMs);
        continue;
      }
      this.hint = i;
      this.totalBookings++;
      bay.bookings++;
      // Counted on each day whose window it touches, its time inside added to those days: here, in
      // the loop, as a call per booking into DayHourTotals measured slower.
      let booked = 0;
      let lastDay = -1;
      let j = i;
      for (; j < pieceCount && ((pieceStart[j] as number) < e || j === i); j++) {
        const a = s > (pieceStart[j] as number) ? s : (pieceStart[j] as number);
        const z = e < (pieceEnd[j] as number) ? e : (pieceEnd[j] as number);
        const d = pieceDay[j] as number;
        // With opening hours, the walk over the period's pieces has counted its days already.
        if (d !== lastDay && !countedDays) {
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
      this.outside?.add(periodMs - booked);
      this.sweep.add(bay, s, e, i, firstStart);
      this.lengths.add(e - s);
      // A piece lies within its local day, so the pieces the booking touched mostly name its days.
      const last = e > s ? e - 1 : s;
      const startDay = firstStart <= s ? firstDay + (pieceDay[i] as number) : this.localDay(s);
      const lastPiece = j - 1;
      const endDay =
        (pieceStart[lastPiece] as number) <= last && last < (pieceEnd[lastPiece] as number)
          ? firstDay + (pieceDay[lastPiece] as number)
          : this.localDay(last);
      if (startDay !== endDay) this.crossingMidnight++;
      this.people.add(b, bay, startDay);
      this.domains.add(b);
    }
  }

  finish(): Insights {
    this.sweep.finish();
    const baysNeededByTag = new Map<string | null, number | null>();
    for (const [tag, levels] of this.tagLevels) {
      levels.finish();
      baysNeededByTag.set(tag, levels.quantile());
    }
    return summariseInsights({
      scope: this.scope,
      rules: this.rules,
      pieces: this.pieces,
      rows: this.rows.rows,
      byDayHour: this.byDayHour,
      totals: {
        bookings: this.totalBookings,
        bookedMs: this.totalBooked,
        occupiedMs: this.sweep.occupiedMs,
      },
      people: this.people.count,
      attendance: this.people.figures(this.pieces.dates.length),
      domains: this.domains.figures(this.scope.namesHidden ?? true),
      peak: { baysInUse: this.sweep.peak, atMs: this.sweep.peakAt },
      baysNeeded: this.sweep.levels.quantile(),
      dayPeak: this.sweep.dayPeak,
      baysNeededByTag,
      medianBookingMs: this.lengths.median(),
      crossingMidnight: this.crossingMidnight,
      unreadableRecords: this.unreadable,
      outsideOpening: this.outside?.figures() ?? NOTHING_OUTSIDE,
    });
  }

  /** A booking in the period with no open time: counted, with no time in use or booked. */
  private addOutsideOnly(b: Booking, bay: BayState, s: number, e: number): void {
    this.totalBookings++;
    bay.bookings++;
    this.lengths.add(e - s);
    const startDay = this.localDay(s);
    if (startDay !== this.localDay(e > s ? e - 1 : s)) this.crossingMidnight++;
    this.people.add(b, bay, startDay);
    this.domains.add(b);
  }

  /** The booking's row (shared/scope/bay-index.ts), by its bay's object first within the chunk. */
  private bayFor(b: Booking): BayState {
    const ref = b.bay;
    if (ref) {
      const seen = this.chunkBays.get(ref);
      if (seen) return seen;
    }
    const state = this.rows.rowOf(b);
    if (ref && this.chunkBays.size < CHUNK_OBJECTS_CACHED) this.chunkBays.set(ref, state);
    return state;
  }
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
