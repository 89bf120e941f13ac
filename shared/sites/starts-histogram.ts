/**
 * Booking starts folded into quarter hours: four weeks of a busy site are a few thousand buckets
 * however many bookings it has, and a zone's fit is worked out over those. Pure.
 */

const QUARTER_MS = 15 * 60_000;

/** The starts in one UTC quarter hour. */
export interface StartsBucket {
  /** The quarter hour's first instant. */
  readonly atMs: number;
  /** Its UTC minute of the day, 0 to 1425. */
  readonly minuteOfDay: number;
  readonly count: number;
}

/**
 * The starts by quarter hour, oldest first, and whether more start on the half hour than on the hour
 * in UTC: bookings mostly start on the local hour, which is the UTC half hour in India or Adelaide.
 */
export function startsHistogram(startsMs: readonly number[]): {
  readonly buckets: readonly StartsBucket[];
  readonly halfHourPhase: boolean;
} {
  const counts = new Map<number, number>();
  for (const ms of startsMs) {
    const quarter = Math.floor(ms / QUARTER_MS);
    counts.set(quarter, (counts.get(quarter) ?? 0) + 1);
  }
  let onHour = 0;
  let onHalf = 0;
  const buckets = [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([quarter, count]) => {
      const minuteOfDay = (((quarter % 96) + 96) % 96) * 15;
      if (minuteOfDay % 60 === 0) onHour += count;
      if (minuteOfDay % 60 === 30) onHalf += count;
      return { atMs: quarter * QUARTER_MS, minuteOfDay, count };
    });
  return { buckets, halfHourPhase: onHalf > onHour };
}
