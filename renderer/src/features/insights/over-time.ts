/** Utilisation over the period: per day, or per ISO week for long periods. Pure. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addDays, daysBetween } from '#shared/time/civil';
import { isoWeek } from './iso-week';
import type { BarLabelChoice, BarWords } from './bar-labels';
import type { DayUse } from './types';
import { utilisationOf } from '#shared/insights/ratios';

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

const ratio = (occupiedMs: number, availableMs: number): number | null =>
  utilisationOf({ occupiedMs, availableMs });

/** Groups the days; dates are formatted by the caller's functions (locale-aware), weeks named in `i18n`'s language. */
export function overTime(
  days: readonly DayUse[],
  format: { short: (isoDate: string) => string; long: (isoDate: string) => string },
  i18n: I18n,
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
    const iso = isoWeek(monday);
    // Week numbers and years are written without grouping ("2026", not "2,026").
    const week = String(iso.week);
    const year = String(iso.year);
    const first = format.short(list[0]!.date);
    const last = format.short(list[list.length - 1]!.date);
    points.push({
      key: monday,
      label: i18n._(
        msg({
          comment: 'An ISO week on a chart axis, where room is short: "W14".',
          message: `W${week}`,
        }),
      ),
      title: i18n._(
        msg({
          comment: 'An ISO week with its first and last day in the period.',
          message: `Week ${week} of ${year} (${first} – ${last})`,
        }),
      ),
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

/** Steps between labelled weeks: every week, then every second, third… up to one a year. */
const WEEK_STEPS = [1, 2, 3, 4, 6, 8, 13, 26, 52];
/** Steps between labelled days beyond every third: a week or more, from a Monday. */
const MONDAY_STEPS = [7, 14, 28, 56];

/**
 * The ways to label the axis, most labels first: every day (in `dayWords`, fullest first), every
 * second or third day (without the day number alone, which says no month among gaps), then Mondays
 * a week or more apart, so the steps read as weeks; weeks ("W14") at a growing step.
 */
export function barLabelChoices(data: OverTime, dayWords: readonly BarWords[]): BarLabelChoice[] {
  const { points } = data;
  if (data.unit === 'week') {
    const labels = new Map(points.map((p) => [p.key, p.label]));
    const words = [(key: string) => labels.get(key) ?? key];
    return WEEK_STEPS.map((step) => ({ first: 0, step, words }));
  }
  const thinned = dayWords.slice(0, -1);
  // 2024-01-01 was a Monday.
  const monday = points.findIndex((p) => ((daysBetween('2024-01-01', p.key) % 7) + 7) % 7 === 0);
  return [
    { first: 0, step: 1, words: dayWords },
    { first: 0, step: 2, words: thinned },
    { first: 0, step: 3, words: thinned },
    ...MONDAY_STEPS.map((step) => ({ first: Math.max(0, monday), step, words: thinned })),
  ];
}
