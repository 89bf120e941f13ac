/** Utilisation over the period: per day, or per ISO week for long periods. Pure. */
import { addDays, daysBetween } from '#shared/time/civil';
import { isoWeek } from './iso-week';
import type { DayUse } from './types';

/** Periods longer than this many days are shown per ISO week. */
export const DAILY_LIMIT_DAYS = 70;

/** One bar group: a day, or a week split into weekdays and the weekend. */
export interface TimePoint {
  readonly key: string;
  /** Short axis label: "Mon 3" or "W14". */
  readonly label: string;
  /** Long label for tooltips and the table: "Mon 3 Mar 2026" or "Week 14 (30 Mar – 5 Apr)". */
  readonly title: string;
  /** The day the drill-down opens: the day itself, or the week's busiest day. */
  readonly drillDate: string;
  readonly utilisation: number | null;
  /** Per day: Saturday or Sunday. */
  readonly weekend: boolean;
  /** Per week: the weekdays' and the weekend's utilisation (null when the period has none). */
  readonly weekdayUtilisation: number | null;
  readonly weekendUtilisation: number | null;
  readonly bookings: number;
}

/** Per day or per week. */
export interface OverTime {
  readonly unit: 'day' | 'week';
  readonly points: readonly TimePoint[];
}

const ratio = (occupied: number, available: number): number | null =>
  available > 0 ? occupied / available : null;

/** Groups the days; dates are formatted by the caller's functions (locale-aware). */
export function overTime(
  days: readonly DayUse[],
  format: { short: (isoDate: string) => string; long: (isoDate: string) => string },
): OverTime {
  if (days.length <= DAILY_LIMIT_DAYS) {
    return {
      unit: 'day',
      points: days.map((d) => {
        const u = ratio(d.occupiedMs, d.availableMs);
        const weekend = d.isoWeekday >= 6;
        return {
          key: d.date,
          label: format.short(d.date),
          title: format.long(d.date),
          drillDate: d.date,
          utilisation: u,
          weekend,
          weekdayUtilisation: weekend ? null : u,
          weekendUtilisation: weekend ? u : null,
          bookings: d.bookings,
        };
      }),
    };
  }
  const weeks = new Map<string, DayUse[]>();
  for (const d of days) {
    const monday = addDays(d.date, 1 - d.isoWeekday);
    const list = weeks.get(monday);
    if (list) list.push(d);
    else weeks.set(monday, [d]);
  }
  const points: TimePoint[] = [];
  for (const [monday, list] of weeks) {
    let occ = 0;
    let avail = 0;
    let wdOcc = 0;
    let wdAvail = 0;
    let bookings = 0;
    let busiest = list[0]!;
    for (const d of list) {
      occ += d.occupiedMs;
      avail += d.availableMs;
      bookings += d.bookings;
      if (d.isoWeekday <= 5) {
        wdOcc += d.occupiedMs;
        wdAvail += d.availableMs;
      }
      if (d.occupiedMs > busiest.occupiedMs) busiest = d;
    }
    const week = isoWeek(monday);
    const first = list[0]!.date;
    const last = list[list.length - 1]!.date;
    points.push({
      key: monday,
      label: `W${week.week}`,
      title: `Week ${week.week} of ${week.year} (${format.short(first)} – ${format.short(last)})`,
      drillDate: busiest.date,
      utilisation: ratio(occ, avail),
      weekend: false,
      weekdayUtilisation: ratio(wdOcc, wdAvail),
      weekendUtilisation: ratio(occ - wdOcc, avail - wdAvail),
      bookings,
    });
  }
  return { unit: 'week', points };
}

/**
 * The points whose labels the axis shows, so labels never overlap: all of them when they fit, else
 * evenly spaced ones: every second or third day, else Mondays (every week, or every second, …) so
 * the steps read as weeks; weeks at an even step.
 */
export function axisTickKeys(data: OverTime, plotWidthPx: number, labelWidthPx: number): string[] {
  const { points } = data;
  const fit = Math.max(1, Math.floor(plotWidthPx / labelWidthPx));
  const step = Math.ceil(points.length / fit);
  if (step <= 1) return points.map((p) => p.key);
  // Every second or third day still reads as days; beyond, Mondays read as weeks.
  if (data.unit === 'day' && step >= 4) {
    const weeks = Math.ceil(step / 7);
    // 2024-01-01 was a Monday.
    const mondays = points.filter((p) => ((daysBetween('2024-01-01', p.key) % 7) + 7) % 7 === 0);
    return mondays.filter((_, i) => i % weeks === 0).map((p) => p.key);
  }
  return points.filter((_, i) => i % step === 0).map((p) => p.key);
}
