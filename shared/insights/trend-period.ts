/**
 * A trend's period and its buckets: whole calendar months, or whole ISO weeks (Monday to Sunday), as
 * local days. The days are the site's own (its zone turns them into instants), so a month is each
 * site's calendar month.
 */
import { assertNever } from '../assert-never';
import { periodProblem } from '../scope/period-check';
import { addDays, daysBetween } from '../time/civil';
import type { LocalDays } from '../time/local-days';
import { monthOf, weekStartOf } from '../time/period';
import { MAX_TREND_MONTHS, MAX_TREND_WEEKS, type TrendUnit } from './trend-types';

/** The unit's buckets a year apart: 12 months, or 52 weeks (364 days, the same weekdays). */
export function bucketsPerYear(unit: TrendUnit): number {
  return unit === 'month' ? 12 : 52;
}

/** The month or week holding a day. */
function unitOf(unit: TrendUnit, day: string): LocalDays {
  switch (unit) {
    case 'month':
      return monthOf(day, 0);
    case 'week': {
      const from = weekStartOf(day, 'monday');
      return { from, to: addDays(from, 6) };
    }
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** How many months or weeks a period of whole units holds. */
function unitCount(unit: TrendUnit, { from, to }: LocalDays): number {
  if (unit === 'week') return (daysBetween(from, to) + 1) / 7;
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return months(to) - months(from) + 1;
}

/** What is wrong with a trend's period, and the day it is said against. */
export interface TrendPeriodIssue {
  readonly on: 'from' | 'to';
  readonly message: string;
}

/**
 * What is wrong with a trend's period of valid YYYY-MM-DD days, as a message for the user; null when
 * nothing is: it runs forwards, starts and ends on the unit's edges, and is at most 24 months (105
 * weeks) long.
 */
export function trendPeriodIssue(unit: TrendUnit, period: LocalDays): TrendPeriodIssue | null {
  const reversed = periodProblem(period, { insights: false });
  if (reversed) return { on: 'to', message: reversed };
  const first = unitOf(unit, period.from).from;
  const last = unitOf(unit, period.to).to;
  const name = unit === 'month' ? 'calendar months' : 'weeks, Monday to Sunday';
  const start = unit === 'month' ? 'the first day of a month' : 'a Monday';
  const end = unit === 'month' ? 'the last day of a month' : 'a Sunday';
  if (period.from !== first)
    return {
      on: 'from',
      message: `Trends by ${unit} count whole ${name}: start on ${start} (${first} rather than ${period.from}).`,
    };
  if (period.to !== last)
    return {
      on: 'to',
      message: `Trends by ${unit} count whole ${name}: end on ${end} (${last} rather than ${period.to}).`,
    };
  const most = unit === 'month' ? MAX_TREND_MONTHS : MAX_TREND_WEEKS;
  const count = unitCount(unit, period);
  if (count > most)
    return {
      on: 'from',
      message: `Trends cover at most ${most} ${unit}s; this period has ${count}. Choose a later first day.`,
    };
  return null;
}

/** trendPeriodIssue's message alone. */
export function trendPeriodProblem(unit: TrendUnit, period: LocalDays): string | null {
  return trendPeriodIssue(unit, period)?.message ?? null;
}

/** The period's months or weeks in order; the period must be whole units (trendPeriodProblem). */
export function trendBuckets(unit: TrendUnit, period: LocalDays): LocalDays[] {
  const buckets: LocalDays[] = [];
  for (let day = period.from; day <= period.to;) {
    const bucket = unitOf(unit, day);
    buckets.push(bucket);
    day = addDays(bucket.to, 1);
  }
  return buckets;
}
