/** Where a click in the Insights view takes the Timeline. Pure. */
import { parseIsoDate } from '#shared/time/civil';
import { zonedTimeToEpoch } from '#shared/time/zone';
import type { DayUse } from './types';

/** A day to open in the Timeline, and what to bring into view there. */
export interface DrillTarget {
  readonly date: string;
  readonly bayId: string | null;
  /** An instant to scroll to (a heatmap cell's hour). */
  readonly atMs: number | null;
}

/** The busiest of the period's days (most bay-ms occupied), optionally of one weekday; the first on ties. */
export function busiestDay(days: readonly DayUse[], isoWeekday?: number): DayUse | null {
  let best: DayUse | null = null;
  for (const d of days) {
    if (isoWeekday !== undefined && d.isoWeekday !== isoWeekday) continue;
    if (d.availableMs <= 0) continue;
    if (!best || d.occupiedMs > best.occupiedMs) best = d;
  }
  return best;
}

/** A heatmap cell opens the busiest such weekday of the period, at that hour. */
export function cellTarget(
  days: readonly DayUse[],
  zone: string,
  isoWeekday: number,
  hour: number,
): DrillTarget | null {
  const day = busiestDay(days, isoWeekday);
  if (!day) return null;
  const d = parseIsoDate(day.date)!;
  return {
    date: day.date,
    bayId: null,
    atMs: zonedTimeToEpoch(zone, d.year, d.month, d.day, hour, 0),
  };
}
