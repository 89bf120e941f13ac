/**
 * Report periods for scheduled jobs ("last week", "last 7 days"), resolved to inclusive local days
 * in a time zone, so cron and Task Scheduler need no GNU `date` arithmetic.
 */
import { addDays, civilFromDays, daysFromCivil, formatIsoDate, parseIsoDate } from './civil';
import type { LocalDays } from './local-days';
import type { WeekStart } from './week-start';
import { localDateOf } from './zone';

/** Each first day of a week as days after Sunday. */
const DAYS_AFTER_SUNDAY: Readonly<Record<WeekStart, number>> = {
  sunday: 0,
  monday: 1,
  saturday: 6,
};

/** The period names --period takes, in help order (`last-N-days` stands for any N). */
export const PERIOD_NAMES = [
  'today',
  'yesterday',
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'this-year',
  'last-N-days',
] as const;

/** The longest `last-N-days` accepted: ten years is more than any report needs. */
export const MAX_PERIOD_DAYS = 3660;

/** The date of the first day of the week holding `isoDate`. */
export function weekStartOf(isoDate: string, weekStart: WeekStart): string {
  const date = parseIsoDate(isoDate) as NonNullable<ReturnType<typeof parseIsoDate>>;
  const days = daysFromCivil(date.year, date.month, date.day);
  // 1970-01-01 was a Thursday: (days + 4) % 7 is 0 on Sundays.
  const weekday = (((days + 4) % 7) + 7) % 7;
  const back = (weekday - DAYS_AFTER_SUNDAY[weekStart] + 7) % 7;
  return formatIsoDate(civilFromDays(days - back));
}

/** The first and last day of the month `monthsBack` months before the one holding `isoDate`. */
export function monthOf(isoDate: string, monthsBack: number): LocalDays {
  const date = parseIsoDate(isoDate) as NonNullable<ReturnType<typeof parseIsoDate>>;
  const index = date.year * 12 + (date.month - 1) - monthsBack;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const first = formatIsoDate({ year, month, day: 1 });
  const nextIndex = index + 1;
  const nextFirst = formatIsoDate({
    year: Math.floor(nextIndex / 12),
    month: (nextIndex % 12) + 1,
    day: 1,
  });
  return { from: first, to: addDays(nextFirst, -1) };
}

/**
 * The days a period names, counted from `today` (YYYY-MM-DD, the local date in the report's zone),
 * or null when the name is not a period. `last-N-days` is the N whole days before today, so a job
 * run at any hour reports complete days, as last-week and last-month do.
 */
export function periodFromToday(
  name: string,
  today: string,
  weekStart: WeekStart = 'monday',
): LocalDays | null {
  switch (name) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'this-week':
      return { from: weekStartOf(today, weekStart), to: today };
    case 'last-week': {
      const from = addDays(weekStartOf(today, weekStart), -7);
      return { from, to: addDays(from, 6) };
    }
    case 'this-month':
      return { from: monthOf(today, 0).from, to: today };
    case 'last-month':
      return monthOf(today, 1);
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default: {
      const m = /^last-([1-9]\d{0,3})-days?$/.exec(name);
      const n = m ? Number(m[1]) : 0;
      if (n < 1 || n > MAX_PERIOD_DAYS) return null;
      return { from: addDays(today, -n), to: addDays(today, -1) };
    }
  }
}

/** Resolves a period at the instant `nowMs`, in `zone` (an IANA name). */
export function resolvePeriod(
  name: string,
  nowMs: number,
  zone: string,
  weekStart: WeekStart = 'monday',
): LocalDays | null {
  return periodFromToday(name, localDateOf(zone, nowMs), weekStart);
}

/**
 * A day as --from/--to take it: YYYY-MM-DD, `today`, or `today-N` (N days before today); null
 * when it is none of these.
 */
export function resolveDay(text: string, today: string): string | null {
  if (text === 'today') return today;
  const relative = /^today-(\d{1,4})$/.exec(text);
  if (relative) return addDays(today, -Number(relative[1]));
  return parseIsoDate(text) ? text : null;
}
