/**
 * Numbers, percentages and weekday names in the user's locale (the runtime's default), for the
 * Insights view. Formatters are built once: constructing Intl objects is slow.
 */
import { pad2 } from '../../../../shared/time/civil';

const percent1 = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent0 = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "62.5%" (or the locale's form); a dash for no value. */
export function formatPercent(ratio: number | null, digits: 0 | 1 = 1): string {
  if (ratio === null || !Number.isFinite(ratio)) return '–';
  return (digits === 0 ? percent0 : percent1).format(ratio);
}

/** A whole number with the locale's grouping: "12,345". */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** One decimal: "3.4". */
export function formatDecimal(n: number): string {
  return oneDecimal.format(n);
}

/** Whole hours from milliseconds, grouped: "1,234 h". */
export function formatBookedHours(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours === 0) return '0 h';
  return `${hours >= 10 ? whole.format(hours) : oneDecimal.format(hours)} h`;
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

// 2024-01-01 was a Monday: day n of that week is ISO weekday n.
const weekdayLong = new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const LONG = Array.from({ length: 7 }, (_, i) => weekdayLong.format(Date.UTC(2024, 0, 1 + i)));
const SHORT = Array.from({ length: 7 }, (_, i) => weekdayShort.format(Date.UTC(2024, 0, 1 + i)));

/** "Monday" for ISO weekday 1. */
export function weekdayName(isoWeekday: number): string {
  return LONG[isoWeekday - 1] ?? '';
}

/** "Mon" for ISO weekday 1. */
export function weekdayShortName(isoWeekday: number): string {
  return SHORT[isoWeekday - 1] ?? '';
}

/** "09:00–10:00" for hour 9. */
export function hourRange(hour: number): string {
  return `${pad2(hour)}:00–${pad2((hour + 1) % 24)}:00`;
}
