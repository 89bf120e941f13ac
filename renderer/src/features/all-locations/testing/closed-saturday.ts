/** Insights edits for renderer tests: every site open Monday to Friday, and Saturday 7 March 2026 closed. */
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { Insights } from '../../insights/types';

const HOUR = 3_600_000;

/** The Saturday the sites were closed (their week keeps Saturdays shut). */
export const CLOSED_SATURDAY = '2026-03-07';

/** Bookings each site had on that Saturday, all outside opening hours: fewer than the Friday's 4. */
export const SATURDAY_BOOKINGS = 3;

/**
 * Each site on a Monday–Friday week, as the backend gives it; a period of that Saturday alone has no
 * open time (no available, occupied or booked time) but its bookings, all outside opening hours.
 */
export function closedOnSaturday(i: Insights): Insights {
  const site = { zone: i.zone, hours: OFFICE_HOURS, closed: [] };
  if (i.from !== CLOSED_SATURDAY || i.to !== CLOSED_SATURDAY) return { ...i, site };
  const shut = { bookedMs: 0, occupiedMs: 0, availableMs: 0 };
  return {
    ...i,
    site,
    totals: { ...i.totals, ...shut, bookings: SATURDAY_BOOKINGS },
    days: i.days.map((d) => ({ ...d, ...shut, bookings: SATURDAY_BOOKINGS, peakBaysInUse: 0 })),
    outsideOpening: { bookings: SATURDAY_BOOKINGS, ms: SATURDAY_BOOKINGS * 2 * HOUR },
  };
}
