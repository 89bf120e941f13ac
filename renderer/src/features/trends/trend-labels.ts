/**
 * A month's or week's name in the user's locale: in full for tooltips and sentences ("March 2025",
 * "week of 3 Mar 2025"), and short for axes and column headings ("Mar", with the year on the first
 * and on January). Built once per locale.
 */
import type { TrendUnit } from '#shared/insights/trend-types';
import type { LocalDays } from '#shared/time/local-days';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** A bucket's names. */
export interface BucketNames {
  /** "March 2025", "week of 3 Mar 2025". */
  long(unit: TrendUnit, bucket: LocalDays): string;
  /** "Mar 2025" / "3 Mar 2025": with its year, where room is short. */
  medium(unit: TrendUnit, bucket: LocalDays): string;
  /** "Mar" / "3 Mar"; with the year (medium) when `withYear`. */
  short(unit: TrendUnit, bucket: LocalDays, withYear: boolean): string;
}

const cache = new WeakMap<LocaleFormat, BucketNames>();

const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The bucket names in a locale. */
export function bucketNames(locale: LocaleFormat): BucketNames {
  let names = cache.get(locale);
  if (!names) {
    const make = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale.locale, { ...options, timeZone: 'UTC' });
    const monthShort = make({ month: 'short' });
    const monthMedium = make({ month: 'short', year: 'numeric' });
    const medium = (unit: TrendUnit, b: LocalDays) =>
      unit === 'month' ? monthMedium.format(msOf(b.from)) : locale.mediumDate(b.from);
    names = {
      long: (unit, b) =>
        unit === 'month' ? locale.monthYear(b.from) : `week of ${locale.mediumDate(b.from)}`,
      medium,
      short: (unit, b, withYear) =>
        withYear
          ? medium(unit, b)
          : unit === 'month'
            ? monthShort.format(msOf(b.from))
            : locale.dayMonth(b.from),
    };
    cache.set(locale, names);
  }
  return names;
}

/** Whether a bucket's short name carries its year: the first shown, and the first of a year. */
export function showsYear(buckets: readonly LocalDays[], index: number): boolean {
  const b = buckets[index];
  const before = buckets[index - 1];
  return !b || !before || b.from.slice(0, 4) !== before.from.slice(0, 4);
}
