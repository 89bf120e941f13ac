/**
 * What a view shows of its site's clock: the open time of its shown spans, the closed time to shade,
 * the closed days to name, and the reasons when all of it was closed. Loaded with the site's clock,
 * after the first screen: none of it is needed to draw the first bookings.
 */
import type { ClosedReason } from '../insights/closed-reasons';
import type { TimeOfDay } from '../scope/booking-filter';
import type { SiteClock } from '../sites/site-clock';
import type { ZonedDays } from '../time/local-days';
import { type ClosedShownDay, closedPeriodOf, closedShownDays } from './closed-shown';
import { closedSpans, hasClosedTime, openSpans } from './open-time';
import { shownSegments, type Span } from './shown-spans';

/** A view's days on its site's clock. */
export interface ShownClock {
  /** The open time of the shown spans; null when every shown hour is open (no hours, holidays or closures). */
  readonly open: readonly Span[] | null;
  /** The shown time outside opening hours. */
  readonly closedSpans: readonly Span[];
  /** The shown days without open time, each with its reason. */
  readonly closedDays: readonly ClosedShownDay[];
  /** Why, when no shown time was open; else null. */
  readonly closedPeriod: readonly ClosedReason[] | null;
}

/** The shown days (and time of day) on the site's clock; a site without one is open every hour. */
export function shownClock(
  site: SiteClock | null,
  days: ZonedDays,
  timeOfDay: TimeOfDay | null,
): ShownClock {
  if (!hasClosedTime(site))
    return { open: null, closedSpans: [], closedDays: [], closedPeriod: null };
  const segments = shownSegments(days, timeOfDay);
  const open = openSpans(segments, site);
  const closedDays = closedShownDays(days, segments, open, site);
  return {
    open,
    closedSpans: closedSpans(segments, open),
    closedDays,
    closedPeriod: closedPeriodOf(closedDays, open),
  };
}
