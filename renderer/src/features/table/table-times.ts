import { addDays, daysBetween, daysFromCivil, parseIsoDate } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';
import { localDateOf, startOfLocalDay } from '#shared/time/zone';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** How the table writes its start and end times, and texts as wide as any cell of theirs. */
export interface TableTimes {
  readonly cell: (ms: number) => string;
  /** The column is sized to the widest of these. */
  readonly widest: readonly string[];
}

/** 0 Sunday … 6 Saturday. */
function weekdayOf(isoDate: string): number {
  const d = parseIsoDate(isoDate);
  // 1970-01-01, day 0, was a Thursday.
  return d ? (((daysFromCivil(d.year, d.month, d.day) + 4) % 7) + 7) % 7 : 0;
}

/** Enough days to meet every weekday and month name. */
const SAMPLE_DAYS = 400;

/** Whether a day is written with its weekday ("Fri 20 Mar") or, where room is short, without ("20 Mar"). */
export type DayStyle = 'weekday' | 'compact';

/**
 * Start and end as short as they stay clear: on a one-day table the day goes without saying, so a
 * time on that day is only its clock ("08:30"), and one on another day (a booking across midnight)
 * says its day. A longer table says the day on each line, without the year unless it spans two.
 */
export function tableTimes(
  format: LocaleFormat,
  zone: string,
  days: LocalDays,
  rows: readonly { readonly startMs: number; readonly endMs: number }[],
  style: DayStyle,
): TableTimes {
  const clock = (ms: number) => format.clock(zone, ms);
  // The longest clocks: two digits of hour, and both halves of a 12-hour day.
  const wideClocks = [...new Set([10, 11, 22, 23].map((h) => format.minuteOfDay(h * 60 + 59)))];
  const oneYear = days.from.slice(0, 4) === days.to.slice(0, 4);
  const oneDay = days.from === days.to;
  const day = (isoDate: string) => {
    if (!oneYear) return format.longDate(isoDate);
    if (style === 'weekday') return format.shortDate(isoDate);
    // Beside one day's times, "Wed" is the day before; further off, the date says it.
    if (oneDay && Math.abs(daysBetween(days.from, isoDate)) < 7)
      return format.weekday(weekdayOf(isoDate));
    return format.dayMonth(isoDate);
  };
  const dated = (ms: number) => `${day(localDateOf(zone, ms))}, ${clock(ms)}`;
  const datedSamples = (from: string, to: string): string[] => {
    const out: string[] = [];
    const last = daysBetween(from, to) > SAMPLE_DAYS ? addDays(from, SAMPLE_DAYS) : to;
    for (let d = from; daysBetween(d, last) >= 0; d = addDays(d, 1))
      for (const c of wideClocks) out.push(`${day(d)}, ${c}`);
    return out;
  };
  const periodStart = startOfLocalDay(zone, days.from);
  const periodEnd = startOfLocalDay(zone, addDays(days.to, 1));
  // Bookings that began before the period or end after it: their days are written too.
  const outside = new Set<string>();
  for (const r of rows) {
    if (r.startMs < periodStart) outside.add(localDateOf(zone, r.startMs));
    if (r.endMs >= periodEnd) outside.add(localDateOf(zone, r.endMs));
  }
  const outsideSamples = [...outside].flatMap((d) => wideClocks.map((c) => `${day(d)}, ${c}`));
  if (!oneDay)
    return { cell: dated, widest: [...datedSamples(days.from, days.to), ...outsideSamples] };
  return {
    cell: (ms) => (ms >= periodStart && ms < periodEnd ? clock(ms) : dated(ms)),
    widest: [...wideClocks, ...outsideSamples],
  };
}
