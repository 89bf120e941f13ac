/**
 * The All locations report's people: how often they came to each site (People) and, when the
 * report may name people, who held two bays at once (Double bookings). Without personal data only
 * the counts are written.
 */
import { ATTENDANCE_BANDS } from '../insights/attendance-figures';
import type { LocationInsights } from '../insights/location-table';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';
import { figureCell, labelCell, textCell } from './figure-cells';

/** The People sheet's header. */
export function peopleHeader(words: ReportWords = ENGLISH): string[] {
  const { people } = words;
  return [
    words.figures.location,
    words.figures.people,
    ...ATTENDANCE_BANDS.map((band) => people.bands[band]),
    people.regular,
    people.occasional,
    people.doubleBookings,
  ];
}

/** One row of counts; a figure a period under a week has none of is empty. */
type Counts = readonly (number | null)[];

/** People, the bands, regular, occasional and double bookings: every column but the location's. */
const COUNT_COLUMNS = ATTENDANCE_BANDS.length + 4;

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
export function peopleRows(
  entries: readonly LocationInsights[],
  words: ReportWords = ENGLISH,
): XlsxCell[][] {
  const counts = entries.map(countsOf);
  const sums = Array.from({ length: COUNT_COLUMNS }, (_, i) => {
    const known = counts.map((c) => c[i]).filter((n): n is number => n !== null && n !== undefined);
    return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
  });
  const row = (name: string, values: Counts): XlsxCell[] => [
    textCell(name),
    ...values.map((n) => figureCell(n, 'count')),
  ];
  return [
    ...entries.map((e, i) => row(e.locationName, counts[i] ?? [])),
    row(words.scope.allLocations, sums),
  ];
}

/** The Double bookings sheet's header. */
export function doubleBookingsHeader(words: ReportWords = ENGLISH): string[] {
  const { people } = words;
  return [
    words.figures.location,
    people.person,
    people.email,
    people.firstBay,
    people.secondBay,
    people.bothHeldFrom,
    people.bothHeldUntil,
  ];
}

/**
 * What the Double bookings sheet leaves out, a line per site listing fewer than it has (none when
 * every one is listed).
 */
export function cappedLines(
  entries: readonly LocationInsights[],
  words: ReportWords = ENGLISH,
): XlsxCell[][] {
  return entries.flatMap(({ locationName, insights }) => {
    const { doubleBookings, doubleBookingCount } = insights.attendance;
    return doubleBookings.length < doubleBookingCount
      ? [
          [
            textCell(
              words.workbook.doubleBookingsCapped(
                doubleBookings.length,
                doubleBookingCount,
                locationName,
              ),
            ),
          ],
        ]
      : [];
  });
}

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
