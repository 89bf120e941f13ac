/**
 * How people came over a period, counted without naming anyone: how many came about 1, 2, 3, 4 or
 * 5+ days a week, regular against occasional bookers, and the double bookings (one person holding
 * two bays at once), which do name the person, for the facility manager to act on.
 */

/** The days-a-week bands, by a person's average rounded to the nearest day. */
export const ATTENDANCE_BANDS = ['under-1', '1', '2', '3', '4', '5+'] as const;

/** One band of the days-a-week distribution. */
export type AttendanceBand = (typeof ATTENDANCE_BANDS)[number];

/** The shortest period whose days-a-week averages mean something: a week. */
export const MIN_ATTENDANCE_DAYS = 7;

/** The most double bookings listed; the count goes on past it. */
export const MAX_DOUBLE_BOOKINGS_LISTED = 200;

/** One side of a double booking. */
export interface DoubleBookingSide {
  readonly bookingId: string;
  readonly bayId: string | null;
  readonly bayName: string | null;
  readonly startMs: number;
  readonly endMs: number;
}

/** One person holding two bays whose times overlap. */
export interface DoubleBooking {
  readonly person: {
    readonly id: string | null;
    readonly name: string | null;
    readonly email: string | null;
  };
  /** The booking held when the second began (the one reaching furthest, of several). */
  readonly first: DoubleBookingSide;
  readonly second: DoubleBookingSide;
  /** When both were held: [overlapStartMs, overlapEndMs). */
  readonly overlapStartMs: number;
  readonly overlapEndMs: number;
}

/** The attendance figures of a period. */
export interface Attendance {
  /** The period's length in weeks (days ÷ 7): what each person's days are averaged over. */
  readonly weeks: number;
  /**
   * People per band of average days a week (a person's distinct local days with a counted booking
   * starting, ÷ weeks, rounded half up; 5 and over is 5+); null for a period under a week.
   */
  readonly bands: Readonly<Record<AttendanceBand, number>> | null;
  /** People averaging half a day a week or more (a band of 1 or over); null under a week. */
  readonly regular: number | null;
  /** People averaging under half a day a week; null under a week. */
  readonly occasional: number | null;
  /** Every double booking of the period. */
  readonly doubleBookingCount: number;
  /** The first MAX_DOUBLE_BOOKINGS_LISTED of them, in order of the second booking's start. */
  readonly doubleBookings: readonly DoubleBooking[];
}

/** The band of an average of days a week. */
export function bandOf(daysPerWeek: number): AttendanceBand {
  const rounded = Math.floor(daysPerWeek + 0.5);
  if (rounded <= 0) return 'under-1';
  if (rounded >= 5) return '5+';
  return String(rounded) as AttendanceBand;
}

/** The bands and the regular/occasional split of each person's count of days. */
export function attendanceBands(
  daysPerPerson: Iterable<number>,
  periodDays: number,
): Pick<Attendance, 'weeks' | 'bands' | 'regular' | 'occasional'> {
  const weeks = periodDays / 7;
  if (periodDays < MIN_ATTENDANCE_DAYS)
    return { weeks, bands: null, regular: null, occasional: null };
  const bands: Record<AttendanceBand, number> = {
    'under-1': 0,
    '1': 0,
    '2': 0,
    '3': 0,
    '4': 0,
    '5+': 0,
  };
  for (const days of daysPerPerson) bands[bandOf(days / weeks)]++;
  const occasional = bands['under-1'];
  const people = ATTENDANCE_BANDS.reduce((n, band) => n + bands[band], 0);
  return { weeks, bands, regular: people - occasional, occasional };
}
