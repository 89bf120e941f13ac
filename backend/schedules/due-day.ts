/** The day a schedule's due time falls on, and the days its report covers from that day. */
import type { SavedReport } from '#shared/schedules/saved-report';
import { parseIsoDate } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';
import { periodFromToday } from '#shared/time/period';
import { localDateOf } from '#shared/time/zone';

/** The date a due time falls on in the schedule's zone, as the instant its commands count "today" from. */
export function todayAt(
  dueAtMs: number,
  zone: string,
): { readonly today: string; readonly nowMs: number } {
  const today = localDateOf(zone, dueAtMs);
  const date = parseIsoDate(today) as NonNullable<ReturnType<typeof parseIsoDate>>;
  // Noon UTC of that date falls on the same date in every zone within 12 hours of UTC.
  return { today, nowMs: Date.UTC(date.year, date.month - 1, date.day, 12) };
}

/** The days a report covers when built at a due time; null for the forecast, which looks ahead. */
export function reportDays(report: SavedReport, today: string): LocalDays | null {
  return report.kind === 'forecast' ? null : periodFromToday(report.period, today);
}
