/**
 * The people reports (`insights --by attendance|double-booking`): each site's attendance over the
 * period (people per band of days a week, each band regular or occasional) and its double bookings
 * (one person holding two bays at once), a row per site and band or per double booking. The same
 * figures as the People card of the Insights view (shared/insights/attendance-figures.ts).
 */
import { assertNever } from '../assert-never';
import { formatLocalDateTime, localDateOf } from '../time/zone';
import {
  ATTENDANCE_BANDS,
  type AttendanceBand,
  type DoubleBookingSide,
} from './attendance-figures';
import type { LocationInsights } from './location-table';
import type { PeopleReport } from './people-report';
import type { SummaryColumnKind, SummaryTable, SummaryValue } from './summary-table';

/** The columns of the attendance report, in file order. */
export const ATTENDANCE_HEADER = ['location', 'days_a_week', 'booker', 'people'] as const;

/** The columns of the double bookings report, in file order. */
export const DOUBLE_BOOKING_HEADER = [
  'location',
  'person_name',
  'person_email',
  'date',
  'first_bay',
  'first_start',
  'first_end',
  'second_bay',
  'second_start',
  'second_end',
  'overlap_start',
  'overlap_end',
  'zone',
] as const;

/** How each band is written: the People card's words, short. */
const BAND_TEXT: Readonly<Record<AttendanceBand, string>> = {
  'under-1': 'under 1',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5+': '5+',
};

/** A row per site and band; a site whose period is under a week has no bands, so no rows. */
function attendanceTable(sites: readonly LocationInsights[]): SummaryTable {
  const rows: SummaryValue[][] = [];
  const keys: string[] = [];
  for (const { locationId, locationName, insights } of sites) {
    const { bands } = insights.attendance;
    if (bands === null) continue;
    for (const band of ATTENDANCE_BANDS) {
      // Regular: half a day a week or more on average, which is every band from 1 up.
      rows.push([
        locationName,
        BAND_TEXT[band],
        band === 'under-1' ? 'occasional' : 'regular',
        bands[band],
      ]);
      keys.push(`${locationId}\u0000${band}`);
    }
  }
  const kinds: readonly SummaryColumnKind[] = ['text', 'text', 'text', 'integer'];
  return { header: ATTENDANCE_HEADER, kinds, rows, keys };
}

/** A row per double booking listed, each site's in order of the second booking's start. */
function doubleBookingTable(sites: readonly LocationInsights[]): SummaryTable {
  const rows: SummaryValue[][] = [];
  const keys: string[] = [];
  for (const { locationId, locationName, insights } of sites) {
    // The site's own clock: the zone its days and figures are counted in.
    const { zone } = insights;
    const at = (ms: number) => formatLocalDateTime(zone, ms);
    const side = (s: DoubleBookingSide): SummaryValue[] => [
      s.bayName ?? s.bayId,
      at(s.startMs),
      at(s.endMs),
    ];
    for (const d of insights.attendance.doubleBookings) {
      rows.push([
        locationName,
        d.person.name,
        d.person.email,
        localDateOf(zone, d.overlapStartMs),
        ...side(d.first),
        ...side(d.second),
        at(d.overlapStartMs),
        at(d.overlapEndMs),
        zone,
      ]);
      keys.push(`${locationId}\u0000${d.first.bookingId}\u0000${d.second.bookingId}`);
    }
  }
  const kinds = DOUBLE_BOOKING_HEADER.map((): SummaryColumnKind => 'text');
  return { header: DOUBLE_BOOKING_HEADER, kinds, rows, keys };
}

/** The people report's table over the sites given, in their order. */
export function peopleTable(by: PeopleReport, sites: readonly LocationInsights[]): SummaryTable {
  switch (by) {
    case 'attendance':
      return attendanceTable(sites);
    case 'double-booking':
      return doubleBookingTable(sites);
    default:
      return assertNever(by, 'people report');
  }
}
