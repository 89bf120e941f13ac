/**
 * Runs of continuous occupation per bay, merged as the totals bar merges them, and the peak of bays in
 * use (over the window, and over each day's window), in one sweep over bookings in start order. Open
 * runs wait in a min-heap by end; a run is added to its days and weekday-hours when the sweep passes
 * its end.
 */
import type { DayHourTotals } from './day-hour-totals';
import { EndHeap } from './end-heap';
import { type HourPieces, pieceEndingAfter } from './hour-pieces';
import { LevelTime } from './level-time';

/** A bay as the sweep sees it: its number and its current run, kept on the bay for speed. */
export interface RunningBay {
  readonly index: number;
  occupiedMs: number;
  /** The bay's current run of continuous occupation, [runStart, runEnd); runEnd -Infinity when idle. */
  runStart: number;
  runEnd: number;
  /** The first window piece ending after runStart. */
  runPiece: number;
  /** The time at each count of in-use bays of this bay's tag. */
  readonly tagLevels: LevelTime;
}

/** The sweep. A class, as the aggregation is: called per booking. */
export class OccupancySweep {
  private readonly open = new EndHeap();
  private inUse = 0;
  /** The most bays in use at one instant of the window so far, and when that was first reached. */
  peak = 0;
  peakAt: number | null = null;
  /** Occupied time of every closed run inside the window. */
  occupiedMs = 0;
  /** How long each count of bays in use lasted inside the window. */
  readonly levels: LevelTime;
  /**
   * The most bays in use at one instant of each day's window, by day index (0 for a day without
   * window), complete after finish().
   */
  readonly dayPeak: Int32Array;
  /** The day of the window piece the sweep is in (-1 before the first), and its peak so far. */
  private day = -1;
  private dayMax = 0;
  /** The next window piece whose start the peak has not been read at. */
  private nextPiece = 0;
  /** The latest booking start seen: the sweep's instant. */
  private now = Number.NEGATIVE_INFINITY;

  private readonly pieceStart: Float64Array;
  private readonly joinsPrevious: Uint8Array;
  private readonly pieceDay: Int32Array;
  private readonly pieceCount: number;

  /** `bays` is read by index as runs close, so it may grow as bays are found. */
  constructor(
    private readonly pieces: HourPieces,
    private readonly totals: DayHourTotals,
    private readonly bays: readonly RunningBay[],
  ) {
    this.pieceStart = pieces.start;
    this.joinsPrevious = pieces.joinsPrevious;
    this.pieceDay = pieces.day;
    this.pieceCount = pieces.count;
    this.levels = new LevelTime(pieces);
    this.dayPeak = new Int32Array(pieces.dates.length);
  }

  /**
   * A counted booking [s, e) of a bay; `first` is the first window piece ending after s, and
   * `firstStart` that piece's start.
   */
  add(bay: RunningBay, s: number, e: number, first: number, firstStart: number): void {
    // The sweep cannot go back in time: a booking out of start order is taken from the latest start seen.
    const t = s > this.now ? s : this.now;
    this.now = t;
    // Mostly nothing to do: the window's next stretch starts later and no open run is over. Tested
    // here so the rare work stays out of line and this method small enough for V8 to inline into the
    // aggregation's loop (as a call per booking it cost about 1.5% of insights_aggregate_rows_per_s).
    if (this.nextPiece < this.pieceCount && (this.pieceStart[this.nextPiece] as number) <= t)
      this.readWindowStartsUpTo(t);
    if (this.open.size > 0 && this.open.topEnd() <= t) this.closeRunsEndingBy(t);
    if (bay.runEnd > t) {
      if (e > bay.runEnd) bay.runEnd = e;
    } else if (e > t) {
      bay.runStart = t;
      bay.runEnd = e;
      bay.runPiece = t === s ? first : pieceEndingAfter(this.pieces, t, first);
      this.open.push(e, bay.index);
      this.inUse++;
      this.levels.change(t, 1);
      bay.tagLevels.change(t, 1);
    }
    // s lies in piece `first`, the last piece the sweep has entered: its day is the sweep's day.
    if (firstStart <= s) this.readPeak(t);
  }

  /** Closes every run and reads the peak at the window's remaining starts. */
  finish(): void {
    this.readWindowStartsUpTo(Number.POSITIVE_INFINITY);
    if (this.day >= 0) this.dayPeak[this.day] = this.dayMax;
    this.closeRunsEndingBy(Number.POSITIVE_INFINITY);
    this.levels.finish();
  }

  /** Closes the runs that are over at t (a run that grew since it was queued goes back in). */
  private closeRunsEndingBy(t: number): void {
    const open = this.open;
    while (open.size > 0 && open.topEnd() <= t) {
      const end = open.topEnd();
      const bay = this.bays[open.topId()] as RunningBay;
      open.pop();
      if (bay.runEnd > end) open.push(bay.runEnd, bay.index);
      else {
        const occupied = this.totals.addRun(bay.runStart, bay.runEnd, bay.runPiece);
        bay.runEnd = Number.NEGATIVE_INFINITY;
        bay.occupiedMs += occupied;
        this.occupiedMs += occupied;
        this.inUse--;
        this.levels.change(end, -1);
        bay.tagLevels.change(end, -1);
      }
    }
  }

  /** Reads the bays in use at t, an instant of the window piece the sweep is in. */
  private readPeak(t: number): void {
    const inUse = this.inUse;
    if (inUse > this.dayMax) this.dayMax = inUse;
    if (inUse > this.peak) {
      this.peak = inUse;
      this.peakAt = t;
    }
  }

  /**
   * Enters each window piece starting by t. Reads the bays in use at each start of a stretch of
   * window, and at each day's first instant of window even where the day joins the one before: a
   * run that began before the window (or the day) is in use there. Inside a stretch, the count only
   * rises at booking starts. A day's peak is kept when the sweep enters the next day.
   */
  private readWindowStartsUpTo(t: number): void {
    const { pieceStart, joinsPrevious, pieceDay, pieceCount } = this;
    while (this.nextPiece < pieceCount && (pieceStart[this.nextPiece] as number) <= t) {
      const p = this.nextPiece;
      const d = pieceDay[p] as number;
      const newDay = d !== this.day;
      if (newDay || joinsPrevious[p] === 0) {
        const at = pieceStart[p] as number;
        this.closeRunsEndingBy(at);
        if (newDay) {
          if (this.day >= 0) this.dayPeak[this.day] = this.dayMax;
          this.day = d;
          this.dayMax = 0;
        }
        this.readPeak(at);
      }
      this.nextPiece++;
    }
  }
}
