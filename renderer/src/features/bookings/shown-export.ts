/** What the export dialog exports from the page: the place, days and filter shown, in words too. */
import type { BookingFilter } from '#shared/contract';
import type { Comparison } from '#shared/insights/compare-period';
import type { ZonedDays } from '#shared/time/local-days';
import { UNDER_USED_BELOW } from './view-state/view-state';
import type { ExportChoice } from './view-state/view-state';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import type { ShownExport } from '../export/use-export-run';

/** A sentence saying what "what is shown" includes. */
export function describeShown(
  locationName: string,
  zone: string,
  filter: BookingFilter,
  format: Pick<LocaleFormat, 'minuteOfDay'>,
): string {
  const parts = [`${locationName}, times in ${zone}`];
  if (filter.tags) parts.push(`tags: ${filter.tags.map((t) => t || 'no tag').join(', ')}`);
  if (filter.search) parts.push(`matching “${filter.search}”`);
  if (filter.timeOfDay)
    parts.push(
      `${format.minuteOfDay(filter.timeOfDay.startMinute)}–${format.minuteOfDay(filter.timeOfDay.endMinute)} each day`,
    );
  else parts.push('whole days');
  return parts.join('; ');
}

/** Where the bookings shown are: the account, the location and the period, in the zone. */
export interface ShownPlace extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string;
  readonly locationName: string;
}

/**
 * What the export dialog exports: the bookings, filtered as the Timeline is, or an Insights summary,
 * filtered as Insights is.
 */
export function shownExport(
  choice: ExportChoice,
  place: ShownPlace,
  filters: { readonly bookings: BookingFilter; readonly insights: BookingFilter },
  format: Pick<LocaleFormat, 'minuteOfDay'>,
  compare: Comparison | null = null,
): ShownExport {
  const filter = choice === 'bookings' ? filters.bookings : filters.insights;
  const report: ShownExport['report'] =
    choice === 'bookings'
      ? { kind: 'bookings' }
      : choice === 'workbook'
        ? { kind: 'workbook', withBookings: false }
        : choice === 'under-used'
          ? { kind: 'summary', by: 'bay', compare, under: UNDER_USED_BELOW }
          : { kind: 'summary', by: choice, compare };
  const { accountId, locationId, from, to, zone } = place;
  return {
    accountId,
    locationId,
    from,
    to,
    zone,
    filter,
    summary: describeShown(place.locationName, zone, filter, format),
    summaryEveryLocation: describeShown('Every location', zone, filter, format),
    report,
  };
}
