/**
 * The open days a period lost to holidays and closures: days its site's week keeps open but a public
 * holiday or a closure shuts (a Saturday of a Monday–Friday site is closed by its week, not lost).
 */
import { isoWeekdayOfDate } from '../time/civil';
import { hoursOn, ALWAYS_OPEN } from '../sites/opening-hours';
import type { ClosedDay, SiteClock } from '../sites/site-clock';

/** The site's closed days from `from` to `to` (its local dates) that its week would have opened. */
export function lostOpenDays(
  site: SiteClock | null,
  from: string,
  to: string,
): readonly ClosedDay[] {
  if (!site?.closed) return [];
  const hours = site.hours ?? ALWAYS_OPEN;
  return site.closed.filter(
    (c) => c.date >= from && c.date <= to && hoursOn(hours, isoWeekdayOfDate(c.date)) !== null,
  );
}
