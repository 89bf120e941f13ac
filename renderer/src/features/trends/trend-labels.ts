/**
 * A month's or week's name in the interface's language: in full for tooltips and headings ("March
 * 2025", "Week of 3 Mar 2025"), and short for axes and column headings ("Mar", with the year on the
 * first and on January). The date formats are built once per locale. Pure.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { TrendUnit } from '#shared/insights/trend-types';
import type { LocalDays } from '#shared/time/local-days';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** A bucket's names. */
export interface BucketNames {
  /** "March 2025", "Week of 3 Mar 2025": standing alone, as a title. */
  long(unit: TrendUnit, bucket: LocalDays): string;
  /** "Mar 2025" / "3 Mar 2025": with its year, where room is short. */
  medium(unit: TrendUnit, bucket: LocalDays): string;
  /** "Mar" / "3 Mar"; with the year (medium) when `withYear`. */
  short(unit: TrendUnit, bucket: LocalDays, withYear: boolean): string;
}

interface MonthFormats {
  readonly monthShort: Intl.DateTimeFormat;
  readonly monthMedium: Intl.DateTimeFormat;
}

const cache = new WeakMap<LocaleFormat, MonthFormats>();

/** Midnight UTC of a YYYY-MM-DD day: the formats write it in UTC. */
const msOf = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

function monthFormats(locale: LocaleFormat): MonthFormats {
  let formats = cache.get(locale);
  if (!formats) {
    const make = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale.locale, { ...options, timeZone: 'UTC' });
    formats = {
      monthShort: make({ month: 'short' }),
      monthMedium: make({ month: 'short', year: 'numeric' }),
    };
    cache.set(locale, formats);
  }
  return formats;
}

/**
 * The bucket names in a locale and the interface's language. The words are not cached with the
 * formats: the pseudo-language writes dates as English does, with words of its own.
 */
export function bucketNames(locale: LocaleFormat, i18n: I18n): BucketNames {
  const { monthShort, monthMedium } = monthFormats(locale);
  const medium = (unit: TrendUnit, b: LocalDays) =>
    unit === 'month' ? monthMedium.format(msOf(b.from)) : locale.mediumDate(b.from);
  return {
    long: (unit, b) => {
      if (unit === 'month') return locale.monthYear(b.from);
      const date = locale.mediumDate(b.from);
      return i18n._(msg({ message: `Week of ${date}`, comment: 'A week, by its Monday' }));
    },
    medium,
    short: (unit, b, withYear) =>
      withYear
        ? medium(unit, b)
        : unit === 'month'
          ? monthShort.format(msOf(b.from))
          : locale.dayMonth(b.from),
  };
}

/** "Utilisation by month", "Harbour Office by week": what is counted, and by which unit. */
export function byUnit(unit: TrendUnit, what: string, i18n: I18n): string {
  switch (unit) {
    case 'month':
      return i18n._(
        msg({ message: `${what} by month`, comment: 'A figure or a site: “Utilisation by month”' }),
      );
    case 'week':
      return i18n._(
        msg({ message: `${what} by week`, comment: 'A figure or a site: “Utilisation by week”' }),
      );
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** Whether a bucket's short name carries its year: the first shown, and the first of a year. */
export function showsYear(buckets: readonly LocalDays[], index: number): boolean {
  const b = buckets[index];
  const before = buckets[index - 1];
  return !b || !before || b.from.slice(0, 4) !== before.from.slice(0, 4);
}
