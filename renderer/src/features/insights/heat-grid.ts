/** The weekday × hour heatmap's grid, from the aggregation's 7 × 24 cells. Pure. */
import type { WeekdayHourUse } from './types';
import { averageInUse } from '#shared/insights/ratios';

/** What the heatmap colours by. */
export type HeatMeasure = 'bays' | 'utilisation';

/** One weekday-hour: null values where the window never covered it in the period. */
export interface HeatCell {
  readonly isoWeekday: number;
  readonly hour: number;
  readonly averageBays: number | null;
  readonly utilisation: number | null;
}

/** Rows from the user's first day of the week, columns only the hours the time-of-day window covers. */
export interface HeatGrid {
  readonly hours: readonly number[];
  readonly rows: readonly { readonly isoWeekday: number; readonly cells: readonly HeatCell[] }[];
  /** The highest average bays in use (0 when nothing was booked). */
  readonly maxBays: number;
  readonly busiest: HeatCell | null;
  readonly quietest: HeatCell | null;
}

/** The ISO weekdays (1 Monday … 7 Sunday) of a week starting on `firstDayOfWeek` (0 Sunday … 6 Saturday). */
export function weekdayOrder(firstDayOfWeek: number): readonly number[] {
  const first = firstDayOfWeek % 7 || 7;
  return Array.from({ length: 7 }, (_, i) => ((first - 1 + i) % 7) + 1);
}

/**
 * Builds the grid; hours outside the time-of-day window on every weekday are left out. Rows run
 * from `firstDayOfWeek` (0 Sunday … 6 Saturday; Monday by default), as the date pickers' weeks do.
 */
export function heatGrid(
  cells: readonly WeekdayHourUse[],
  bays: number,
  firstDayOfWeek = 1,
): HeatGrid {
  const byKey = new Map(cells.map((c) => [c.isoWeekday * 24 + c.hour, c]));
  const hours: number[] = [];
  for (let h = 0; h < 24; h++) {
    for (let d = 1; d <= 7; d++) {
      if ((byKey.get(d * 24 + h)?.windowMs ?? 0) > 0) {
        hours.push(h);
        break;
      }
    }
  }
  let maxBays = 0;
  let busiest: HeatCell | null = null;
  let quietest: HeatCell | null = null;
  // Weekdays the period never reaches (a Day shows one) are left out too, when any remains.
  const occurs = (d: number) => cells.some((c) => c.isoWeekday === d && c.windowMs > 0);
  const week = weekdayOrder(firstDayOfWeek);
  const weekdays = week.filter(occurs);
  const rows = (weekdays.length > 0 ? weekdays : week).map((isoWeekday) => ({
    isoWeekday,
    cells: hours.map((hour): HeatCell => {
      const c = byKey.get(isoWeekday * 24 + hour);
      const averageBays = c ? averageInUse(c.occupiedMs, c.windowMs) : null;
      const cell: HeatCell = {
        isoWeekday,
        hour,
        averageBays,
        utilisation: averageBays !== null && bays > 0 ? averageBays / bays : null,
      };
      if (averageBays !== null) {
        maxBays = Math.max(maxBays, averageBays);
        if (!busiest || averageBays > (busiest.averageBays ?? 0)) busiest = cell;
        if (!quietest || averageBays < (quietest.averageBays ?? 0)) quietest = cell;
      }
      return cell;
    }),
  }));
  return { hours, rows, maxBays, busiest, quietest };
}

/** The cell's value for the measure. */
export function heatValue(cell: HeatCell, measure: HeatMeasure): number | null {
  return measure === 'bays' ? cell.averageBays : cell.utilisation;
}

/** Colour step 0 (none) to 8 (the busiest), for the cell's share of the busiest hour. */
export function heatStep(averageBays: number | null, maxBays: number): number | null {
  if (averageBays === null) return null;
  if (maxBays <= 0 || averageBays <= 0) return 0;
  return Math.max(1, Math.min(8, Math.ceil((averageBays / maxBays) * 8)));
}
