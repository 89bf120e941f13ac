/**
 * The people files: `people` (a row per person, the heaviest users by booked hours first) and
 * `insights --by domain` (a row per e-mail domain), as typed tables for the CSV and the workbook.
 */
import type { DomainFigures } from './domain-figures';
import { labelOf } from './domain-figures';
import type { PersonFigures } from './person-figures';
import type { SummaryTable } from './summary-table';

/** The columns of the people file, in file order. */
export const PEOPLE_HEADER = [
  'name',
  'email',
  'bookings',
  'days',
  'sites',
  'booked_hours',
  'median_booking_minutes',
  'outside_hours_share',
  'double_bookings',
] as const;

/** The columns of the domains file, in file order. */
export const DOMAIN_HEADER = [
  'domain',
  'people',
  'bookings',
  'booked_hours',
  'share_of_booked_hours',
] as const;

const HOUR_MS = 3_600_000;

/** A row per person, in the order given (ranked). */
export function peopleTable(people: readonly PersonFigures[]): SummaryTable {
  return {
    header: PEOPLE_HEADER,
    kinds: [
      'text',
      'text',
      'integer',
      'integer',
      'integer',
      'decimal',
      'integer',
      'ratio',
      'integer',
    ],
    rows: people.map((p) => [
      p.name ?? '',
      p.email ?? '',
      p.bookings,
      p.days,
      p.sites,
      p.bookedMs / HOUR_MS,
      Math.round(p.medianBookingMs / 60_000),
      p.outsideShare,
      p.doubleBookings,
    ]),
    keys: people.map((p) => p.key),
  };
}

/** A row per domain, in the order given. */
export function domainTable(domains: readonly DomainFigures[]): SummaryTable {
  return {
    header: DOMAIN_HEADER,
    kinds: ['text', 'integer', 'integer', 'decimal', 'ratio'],
    rows: domains.map((d) => [
      labelOf(d.name),
      d.people,
      d.bookings,
      d.bookedMs / HOUR_MS,
      d.shareOfBookedTime,
    ]),
    keys: domains.map((d) => labelOf(d.name)),
  };
}
