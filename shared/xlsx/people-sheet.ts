/**
 * The All locations report's people: how often they came to each site (People) and, when the
 * report may name people, who held two bays at once (Double bookings). Without personal data only
 * the counts are written.
 */
import { ATTENDANCE_BANDS, type AttendanceBand } from '../insights/attendance-figures';
import type { LocationInsights } from '../insights/location-table';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';
import { figureCell, labelCell, textCell } from './figure-cells';
import { TOTALS_NAME } from './location-sheet';

const BAND_TITLES: Readonly<Record<AttendanceBand, string>> = {
  'under-1': 'Under 1 day a week',
  '1': '1 day a week',
  '2': '2 days a week',
  '3': '3 days a week',
  '4': '4 days a week',
  '5+': '5 or more days a week',
};

/** The People sheet's header. */
export const PEOPLE_HEADER: readonly string[] = [
  'Location',
  'People',
  ...ATTENDANCE_BANDS.map((band) => BAND_TITLES[band]),
  'Regular (half a day a week or more)',
  'Occasional (under half a day a week)',
  'Double bookings',
];

/** One row of counts; a figure a period under a week has none of is empty. */
type Counts = readonly (number | null)[];

function countsOf({ insights }: LocationInsights): Counts {
  const a = insights.attendance;
  return [
    insights.people,
    ...ATTENDANCE_BANDS.map((band) => a.bands?.[band] ?? null),
    a.regular,
    a.occasional,
    a.doubleBookingCount,
  ];
}

/** A row per site, then the sums (distinct people per site, summed), the totals row last. */
export function peopleRows(entries: readonly LocationInsights[]): XlsxCell[][] {
  const counts = entries.map(countsOf);
  const sums = PEOPLE_HEADER.slice(1).map((_, i) => {
    const known = counts.map((c) => c[i]).filter((n): n is number => n !== null && n !== undefined);
    return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
  });
  const row = (name: string, values: Counts): XlsxCell[] => [
    textCell(name),
    ...values.map((n) => figureCell(n, 'count')),
  ];
  return [...entries.map((e, i) => row(e.locationName, counts[i] ?? [])), row(TOTALS_NAME, sums)];
}

/** The Double bookings sheet's header. */
export const DOUBLE_BOOKINGS_HEADER: readonly string[] = [
  'Location',
  'Person',
  'E-mail',
  'First bay',
  'Second bay',
  'Both held from',
  'Both held until',
];

/**
 * Each site's double bookings as listed (at most 200 a site; People counts them all), times in the
 * site's local time.
 */
export function doubleBookingRows(entries: readonly LocationInsights[]): XlsxCell[][] {
  return entries.flatMap(({ locationName, insights }) => {
    const local = (ms: number): XlsxCell => ({
      kind: 'date-time',
      wallMs: ms + offsetMinutesAt(insights.zone, ms) * 60_000,
    });
    return insights.attendance.doubleBookings.map((d) => [
      labelCell(locationName),
      textCell(d.person.name ?? d.person.email ?? d.person.id),
      textCell(d.person.email),
      textCell(d.first.bayName ?? d.first.bayId),
      textCell(d.second.bayName ?? d.second.bayId),
      local(d.overlapStartMs),
      local(d.overlapEndMs),
    ]);
  });
}
