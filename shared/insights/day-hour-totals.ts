/**
 * Bookings, booked and occupied time summed per local day, and occupied time per weekday-hour, by
 * walking the hour pieces a booking or a run of occupation overlaps (no time-zone call per booking).
 * The aggregation adds each booking to the day arrays in its own loop (a call per booking measured
 * slower); runs of occupation come here as the sweep closes them.
 */
import type { HourPieces } from './hour-pieces';
import type { DayUse, WeekdayHourUse } from './types';

/** The sums per day and weekday-hour. A class, as the aggregation is: called per run. */
export class DayHourTotals {
  /** Bookings touching each day's window, by day index: the aggregation adds to it in its own loop. */
  readonly dayBookings: Float64Array;
  /** Booked time inside each day's window. */
  readonly dayBooked: Float64Array;
  private readonly dayOccupied: Float64Array;
  private readonly slotOccupied = new Float64Array(7 * 24);

  constructor(private readonly pieces: HourPieces) {
    const dayCount = pieces.dates.length;
    this.dayBookings = new Float64Array(dayCount);
    this.dayBooked = new Float64Array(dayCount);
    this.dayOccupied = new Float64Array(dayCount);
  }

  /** Adds a run of a bay's occupation [runStart, runEnd), from piece `from` on; returns its time in the window. */
  addRun(runStart: number, runEnd: number, from: number): number {
    const { pieces, dayOccupied, slotOccupied } = this;
    const { start, end, day, weekdayHour, count } = pieces;
    let occupied = 0;
    for (let j = from; j < count && (start[j] as number) < runEnd; j++) {
      const a = runStart > (start[j] as number) ? runStart : (start[j] as number);
      const b = runEnd < (end[j] as number) ? runEnd : (end[j] as number);
      const ms = b - a;
      occupied += ms;
      const d = day[j] as number;
      dayOccupied[d] = (dayOccupied[d] as number) + ms;
      const slot = weekdayHour[j] as number;
      slotOccupied[slot] = (slotOccupied[slot] as number) + ms;
    }
    return occupied;
  }

  /** Each day's figures, for `bayCount` bays, with each day's peak of bays in use (by day index). */
  days(bayCount: number, dayPeak: ArrayLike<number>): DayUse[] {
    const { pieces } = this;
    return pieces.dates.map((date, d) => ({
      date,
      isoWeekday: pieces.weekdays[d] as DayUse['isoWeekday'],
      bookings: this.dayBookings[d] as number,
      bookedMs: this.dayBooked[d] as number,
      occupiedMs: this.dayOccupied[d] as number,
      availableMs: bayCount * (pieces.dayWindowMs[d] as number),
      peakBaysInUse: dayPeak[d] as number,
    }));
  }

  /** Each weekday-hour's window and occupied time, Monday 00:00 first. */
  weekdayHours(): WeekdayHourUse[] {
    const out: WeekdayHourUse[] = [];
    for (let slot = 0; slot < 7 * 24; slot++) {
      out.push({
        isoWeekday: (Math.floor(slot / 24) + 1) as WeekdayHourUse['isoWeekday'],
        hour: slot % 24,
        windowMs: this.pieces.weekdayHourWindowMs[slot] as number,
        occupiedMs: this.slotOccupied[slot] as number,
      });
    }
    return out;
  }
}
