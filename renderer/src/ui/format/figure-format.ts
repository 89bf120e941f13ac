/**
 * Figures in the user's locale and clock, for every view (Insights, All locations, Trends, the
 * Sites page): numbers, percentages, weekday names and hours. The formatters are built once per locale (constructing Intl objects is slow) and shared by
 * every component through useFigureFormat.
 */
import { pad2 } from '#shared/time/civil';
import type { LocaleFormat } from '../locale/locale-format';
import { useLocaleFormat } from '../locale/use-locale-format';

/** The views' text for numbers, percentages, weekdays and hours. */
export interface FigureFormat {
  /** "62.5%" (or the locale's form); a dash for no value. */
  formatPercent(ratio: number | null, digits?: 0 | 1): string;
  /** A whole number with the locale's grouping: "12,345". */
  formatCount(n: number): string;
  /** One decimal: "3.4" / "3,4". */
  formatDecimal(n: number): string;
  /** Whole hours from milliseconds, grouped: "1,234 h". */
  formatBookedHours(ms: number): string;
  /** "Monday" for ISO weekday 1. */
  weekdayName(isoWeekday: number): string;
  /** "Mon" for ISO weekday 1. */
  weekdayShortName(isoWeekday: number): string;
  /** "09:00–10:00" or "9:00 AM–10:00 AM" for hour 9. */
  hourRange(hour: number): string;
  /** A column heading for an hour: "09" on a 24-hour clock; "9", with "12 AM"/"12 PM" marking the halves, on a 12-hour one. */
  hourHeading(hour: number): string;
}

const cache = new WeakMap<LocaleFormat, FigureFormat>();

/** The Insights formatters for the user's locale. */
export function useFigureFormat(): FigureFormat {
  return figureFormat(useLocaleFormat());
}

/** The Insights formatters for a locale, built once per LocaleFormat. */
export function figureFormat(locale: LocaleFormat): FigureFormat {
  let format = cache.get(locale);
  if (!format) {
    format = createInsightsFormat(locale);
    cache.set(locale, format);
  }
  return format;
}

function createInsightsFormat(locale: LocaleFormat): FigureFormat {
  const tag = locale.locale;
  const percent1 = new Intl.NumberFormat(tag, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percent0 = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  // 2024-01-01 was a Monday: day n of that week is ISO weekday n.
  const weekdays = (weekday: 'long' | 'short') => {
    const f = new Intl.DateTimeFormat(tag, { weekday, timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2024, 0, 1 + i)));
  };
  const long = weekdays('long');
  const short = weekdays('short');
  const hourNumber = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    hourCycle: 'h12',
    timeZone: 'UTC',
  });
  const headings = Array.from({ length: 24 }, (_, h) => {
    if (!locale.hour12) return pad2(h);
    const parts = hourNumber.formatToParts(h * 3_600_000);
    if (h % 12 === 0) return parts.map((p) => p.value).join('');
    return parts.find((p) => p.type === 'hour')?.value ?? String(h % 12 || 12);
  });
  return {
    formatPercent(ratio, digits = 1) {
      if (ratio === null || !Number.isFinite(ratio)) return '–';
      return (digits === 0 ? percent0 : percent1).format(ratio);
    },
    formatCount: (n) => whole.format(n),
    formatDecimal: (n) => oneDecimal.format(n),
    formatBookedHours(ms) {
      const hours = ms / 3_600_000;
      // One unit of hours per language, as its durations write it ("h"; German "Std.").
      const unit = locale.hourUnit;
      if (hours === 0) return `${whole.format(0)} ${unit}`;
      return `${hours >= 10 ? whole.format(hours) : oneDecimal.format(hours)} ${unit}`;
    },
    weekdayName: (isoWeekday) => long[isoWeekday - 1] ?? '',
    weekdayShortName: (isoWeekday) => short[isoWeekday - 1] ?? '',
    hourRange: (hour) =>
      `${locale.minuteOfDay(hour * 60)}–${locale.minuteOfDay(((hour + 1) % 24) * 60)}`,
    hourHeading: (hour) => headings[hour] ?? '',
  };
}

const STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25];

/** Round percentage ticks from 0 to just above `max` (a ratio), at most six of them. */
export function percentTicks(max: number): number[] {
  const top = Math.min(1, Math.max(0.01, max));
  const step = STEPS.find((s) => top / s <= 5) ?? 0.25;
  const ticks: number[] = [];
  for (let i = 0; ticks.length === 0 || ticks[ticks.length - 1]! < top - 1e-9; i++)
    ticks.push(Math.round(i * step * 100) / 100);
  return ticks;
}
