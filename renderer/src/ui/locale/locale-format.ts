import { daysFromCivil, parseIsoDate } from '#shared/time/civil';
import { formatOffset, offsetMinutesAt, wallTime, wallTimeAtOffset } from '#shared/time/zone';
import type { ResolvedLocale } from './resolve';
import { ENGLISH_UNIT_WORDS, type UnitWords } from './unit-words';

/**
 * Dates, times and numbers as the user's locale writes them. Every Intl formatter is built once per
 * locale and clock, and the clock strings are memoised per minute of the day, because the Timeline
 * formats a time range for every bar it draws. Wall times come from shared/time/zone (cached
 * offsets), so no Intl call here depends on the display zone.
 */
export interface LocaleFormat extends ResolvedLocale {
  /** "14:05" or "2:05 PM" in the zone. */
  clock(zone: string, ms: number): string;
  /** A minute after local midnight (0–1440) as a clock time; 1440 is the day's end. */
  minuteOfDay(minute: number): string;
  /** An axis label: "14:00" on a 24-hour clock, "2 PM" for a whole hour on a 12-hour one. */
  hourLabel(minute: number): string;
  /** "09:00–17:30", or with weekdays when the booking crosses midnight. */
  timeRange(zone: string, startMs: number, endMs: number): string;
  /** "Sun, Mar 29, 2026" / "So., 29. März 2026" for a YYYY-MM-DD date. */
  longDate(isoDate: string): string;
  /** "Mar 29, 2026" / "29. März 2026" for a YYYY-MM-DD date: no weekday, for ranges. */
  mediumDate(isoDate: string): string;
  /** "Sun, Mar 29" / "So., 29. März" for a YYYY-MM-DD date. */
  shortDate(isoDate: string): string;
  /** "Mar 29" / "29. März" for a YYYY-MM-DD date: no weekday, no year, where room is short. */
  dayMonth(isoDate: string): string;
  /** "March 2026" / "März 2026" / "2026年3月" for a YYYY-MM-DD date: a calendar's month heading. */
  monthYear(isoDate: string): string;
  /** Numeric date and clock in the zone: "3/29/2026, 2:05 PM" / "29.03.2026, 14:05". */
  dateTime(zone: string, ms: number): string;
  /** As dateTime, with the zone's offset: "29.03.2026, 14:05 (UTC+02:00)". */
  dateTimeWithOffset(zone: string, ms: number): string;
  /** A count with the locale's grouping: "12,345" / "12.345" / "12 345". */
  number(n: number): string;
  /** Hours from milliseconds with at most one decimal: "12.5" / "12,5". */
  hours(ms: number): string;
  /** A fraction as a percentage with one decimal: "42.5%" / "42,5 %". */
  percent(fraction: number): string;
  /** A file size: "512 B", "1.5 KB" / "1,5 KB", "120 MB". */
  bytes(n: number): string;
  /** The weekday's short name, 0 Sunday … 6 Saturday. */
  weekday(day: number): string;
  /** The weekday's full name, "Monday" / "Montag" / "lundi", 0 Sunday … 6 Saturday. */
  longWeekday(day: number): string;
  /** The hour's unit after a number of hours, in the interface's language: "h", "Std.". */
  readonly hourUnit: string;
}

const DAY_MS = 86_400_000;

/**
 * Made on first use: an Intl formatter costs a millisecond or more to build, and the first screen
 * needs only a few of them.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * Builds the formatters for a resolved locale; build once per locale, language and settings change.
 * `words` are the units' names, in the interface's language (unitWordsOf).
 */
export function createLocaleFormat(
  resolved: ResolvedLocale,
  words: UnitWords = ENGLISH_UNIT_WORDS,
): LocaleFormat {
  const { locale, hour12 } = resolved;
  const hourCycle = hour12 ? 'h12' : 'h23';
  // Wall times are formatted as if they were UTC, so one formatter serves every display zone.
  const dates = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
  const numbers = (options: Intl.NumberFormatOptions) =>
    once(() => new Intl.NumberFormat(locale, options));
  const clockFormat = dates({
    hourCycle,
    hour: hour12 ? 'numeric' : '2-digit',
    minute: '2-digit',
  });
  const hourFormat = dates({ hourCycle, hour: 'numeric' });
  const longFormat = dates({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const mediumFormat = dates({ day: 'numeric', month: 'short', year: 'numeric' });
  const shortFormat = dates({ weekday: 'short', day: 'numeric', month: 'short' });
  const dayMonthFormat = dates({ day: 'numeric', month: 'short' });
  const monthYearFormat = dates({ month: 'long', year: 'numeric' });
  const numericDate = dates({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const weekdayFormat = dates({ weekday: 'short' });
  const longWeekdayFormat = dates({ weekday: 'long' });
  const integer = numbers({ maximumFractionDigits: 0 });
  const oneDecimal = numbers({ maximumFractionDigits: 1 });
  const fixedOne = numbers({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = numbers({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { byteUnits } = words;

  const clocks: string[] = [];
  const minuteOfDay = (minute: number): string => {
    if (minute >= 1440) {
      // The end of the day: "24:00" on a 24-hour clock, midnight ("12:00 AM") on a 12-hour one.
      return hour12 ? minuteOfDay(0) : `24${minuteOfDay(0).slice(2)}`;
    }
    let text = clocks[minute];
    if (text === undefined) {
      text = clockFormat().format(Math.floor(minute) * 60_000);
      clocks[minute] = text;
    }
    return text;
  };
  const hours: string[] = [];
  const hourLabel = (minute: number): string => {
    if (!hour12 || minute % 60 !== 0) return minuteOfDay(minute);
    const h = (minute / 60) % 24;
    return (hours[h] ??= hourFormat().format(h * 3_600_000));
  };
  const weekdays: string[] = [];
  const weekday = (day: number): string => {
    const d = ((day % 7) + 7) % 7;
    // 1970-01-04 was a Sunday.
    return (weekdays[d] ??= weekdayFormat().format((3 + d) * DAY_MS));
  };
  const longWeekdays: string[] = [];
  const longWeekday = (day: number): string => {
    const d = ((day % 7) + 7) % 7;
    return (longWeekdays[d] ??= longWeekdayFormat().format((3 + d) * DAY_MS));
  };
  const dateMs = (isoDate: string): number => {
    const d = parseIsoDate(isoDate);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a caller's bug, never shown to people
    if (!d) throw new RangeError(`Not a date: ${isoDate}`);
    return daysFromCivil(d.year, d.month, d.day) * DAY_MS;
  };
  const dayOf = (days: number) => weekday(days + 4); // day 0 (1970-01-01) was a Thursday
  const joinDateTime = once(() => dateTimeJoiner(locale, hourCycle));
  const dateTimeAtOffset = (ms: number, offset: number): string => {
    const w = wallTimeAtOffset(ms, offset);
    const date = numericDate().format(daysFromCivil(w.year, w.month, w.day) * DAY_MS);
    return joinDateTime()(date, minuteOfDay(w.hour * 60 + w.minute));
  };

  return {
    hourUnit: words.hourUnit,
    ...resolved,
    clock(zone, ms) {
      const w = wallTime(zone, ms);
      return minuteOfDay(w.hour * 60 + w.minute);
    },
    minuteOfDay,
    hourLabel,
    timeRange(zone, startMs, endMs) {
      const a = wallTime(zone, startMs);
      const b = wallTime(zone, endMs);
      const clockA = minuteOfDay(a.hour * 60 + a.minute);
      const clockB = minuteOfDay(b.hour * 60 + b.minute);
      // The end is exclusive: a booking ending at midnight ends on the day it started.
      const endsAtMidnight =
        b.hour === 0 && b.minute === 0 && b.second === 0 && b.millisecond === 0;
      const daysA = daysFromCivil(a.year, a.month, a.day);
      const daysB = daysFromCivil(b.year, b.month, b.day) - (endsAtMidnight ? 1 : 0);
      if (daysA === daysB) return `${clockA}–${clockB}`;
      return `${dayOf(daysA)} ${clockA}–${dayOf(daysB + (endsAtMidnight ? 1 : 0))} ${clockB}`;
    },
    longDate: (isoDate) => longFormat().format(dateMs(isoDate)),
    mediumDate: (isoDate) => mediumFormat().format(dateMs(isoDate)),
    shortDate: (isoDate) => shortFormat().format(dateMs(isoDate)),
    dayMonth: (isoDate) => dayMonthFormat().format(dateMs(isoDate)),
    monthYear: (isoDate) => monthYearFormat().format(dateMs(isoDate)),
    dateTime: (zone, ms) => dateTimeAtOffset(ms, offsetMinutesAt(zone, ms)),
    dateTimeWithOffset(zone, ms) {
      const offset = offsetMinutesAt(zone, ms);
      return `${dateTimeAtOffset(ms, offset)} (UTC${formatOffset(offset)})`;
    },
    number: (n) => integer().format(n),
    hours(ms) {
      const h = ms / 3_600_000;
      return h >= 100 ? integer().format(Math.round(h)) : oneDecimal().format(h);
    },
    percent: (fraction) => percent().format(fraction),
    bytes(n) {
      if (n < 1024) return `${integer().format(n)} ${byteUnits[0]}`;
      let v = n / 1024;
      let unit = 1;
      while (v >= 1024 && unit < byteUnits.length - 1) {
        v /= 1024;
        unit++;
      }
      return `${v >= 100 ? integer().format(Math.round(v)) : fixedOne().format(v)} ${byteUnits[unit]}`;
    },
    weekday,
    longWeekday,
  };
}

/**
 * How the locale puts a date and a time together ("29.03.2026, 14:05", "2026/03/29 14:05"), learnt
 * once from Intl so the date and the clock can each come from their own cache.
 */
function dateTimeJoiner(
  locale: string,
  hourCycle: 'h12' | 'h23',
): (date: string, time: string) => string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hourCycle,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(0);
  const isDate = (type: string) => type === 'year' || type === 'month' || type === 'day';
  const isTime = (type: string) => type === 'hour' || type === 'minute' || type === 'dayPeriod';
  const firstTime = parts.findIndex((p) => isTime(p.type));
  const firstDate = parts.findIndex((p) => isDate(p.type));
  if (firstTime < 0 || firstDate < 0) return (date, time) => `${date} ${time}`;
  if (firstDate < firstTime) {
    const lastDate = parts.findLastIndex((p) => isDate(p.type));
    const between = parts.slice(lastDate + 1, firstTime).map((p) => p.value);
    const joiner = between.join('') || ' ';
    return (date, time) => `${date}${joiner}${time}`;
  }
  const lastTime = parts.findLastIndex((p) => isTime(p.type));
  const joiner =
    parts
      .slice(lastTime + 1, firstDate)
      .map((p) => p.value)
      .join('') || ' ';
  return (date, time) => `${time}${joiner}${date}`;
}
