/**
 * The hand-worked site: 6 bays, Monday to Friday 08:00–18:00 in Europe/London, 20 steady weeks
 * before Monday 1 June 2026 (Monday 5 bays booked at once, Tuesday 3, Wednesday 4, Thursday 4, Friday
 * 2), and ahead, all 6 bays booked on 1 June and 1 on 2 June. For the pure tests and the command line's.
 */
import type { Booking } from '../../model';
import { addDays, isoWeekdayOfDate } from '../../time/civil';
import { zonedTimeToEpoch } from '../../time/zone';

/** The site's location id and zone. */
export const STEADY_SITE = {
  locationId: '6a2f0c4e-0000-4000-8000-000000000041',
  name: 'Steady Yard',
  zone: 'Europe/London',
  from: '2026-06-01',
} as const;

/** The site's six bays' ids. */
export const STEADY_BAY_IDS: readonly string[] = Array.from(
  { length: 6 },
  (_, i) => `6a2f0c4e-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
);

/** Bays booked at once on each weekday, Monday first. */
export const STEADY_PATTERN = [5, 3, 4, 4, 2, 0, 0] as const;

const at = (date: string, hour: number): number =>
  zonedTimeToEpoch(
    STEADY_SITE.zone,
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)),
    Number(date.slice(8, 10)),
    hour,
  );

/** `count` bays booked 09:00–17:00 on the date, each by its own booking. */
function day(date: string, count: number): Booking[] {
  return STEADY_BAY_IDS.slice(0, count).map((bay, i) => ({
    id: `${date}-${i}`,
    startMs: at(date, 9),
    endMs: at(date, 17),
    user: { id: `u${i}`, name: null, email: `person${i}@example.com` },
    location: { id: STEADY_SITE.locationId, name: STEADY_SITE.name },
    bay: { id: bay, name: `Bay ${i + 1}`, tag: null },
  }));
}

/** The site's bookings in start order: `weeks` steady weeks before 1 June 2026, then the two days ahead. */
export function steadyBookings(weeks = 20): Booking[] {
  const out: Booking[] = [];
  for (let d = -weeks * 7; d < 0; d++) {
    const date = addDays(STEADY_SITE.from, d);
    out.push(...day(date, STEADY_PATTERN[isoWeekdayOfDate(date) - 1] as number));
  }
  out.push(...day('2026-06-01', 6), ...day('2026-06-02', 1));
  return out;
}
