/** What the export dialog exports from the page: the place, days and filter shown. */
import type { BookingFilter } from '#shared/contract';
import type { Comparison } from '#shared/insights/compare-period';
import type { ZonedDays } from '#shared/time/local-days';
import { underUsedBelow } from '../insights/under-used';
import type { ExportChoice } from './view-state/view-state';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import type { ShownExport } from '../export/use-export-run';
import type { ShownTimes } from './shown-description';

/** Where the bookings shown are: the account, the location and the period, in the zone. */
export interface ShownPlace extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string;
  readonly locationName: string;
  /**
   * Site time: the export reads each site on its own clock (`zone` is then the site's zone, or the
   * fallback's for a site without one), `fallbackZone` for sites without a zone.
   */
  readonly siteTime?: { readonly fallbackZone: string };
}

/**
 * What the export dialog exports: the bookings, filtered as the Timeline is, or an Insights summary,
 * filtered as Insights is.
 */
export function shownExport(
  choice: ExportChoice,
  place: ShownPlace,
  filters: { readonly bookings: BookingFilter; readonly insights: BookingFilter },
  // Unused since the dialog writes the sentence in the interface's language; kept for the callers.
  _format: Pick<LocaleFormat, 'minuteOfDay'>,
  compare: Comparison | null = null,
): ShownExport {
  const filter = choice === 'bookings' ? filters.bookings : filters.insights;
  const report: ShownExport['report'] =
    choice === 'bookings'
      ? { kind: 'bookings' }
      : choice === 'workbook'
        ? { kind: 'workbook', withBookings: false, compare }
        : choice === 'under-used'
          ? { kind: 'summary', by: 'bay', compare, under: underUsedBelow() }
          : { kind: 'summary', by: choice, compare };
  const { accountId, locationId, from, to, zone, siteTime } = place;
  const eachSite: ShownTimes = siteTime
    ? { kind: 'each-site', fallbackZone: siteTime.fallbackZone }
    : { kind: 'zone', zone };
  // A row per location: each in its own zone.
  const times: ShownTimes = !siteTime
    ? { kind: 'zone', zone }
    : choice === 'location'
      ? eachSite
      : { kind: 'site-time', zone };
  return {
    accountId,
    locationId,
    from,
    to,
    // Under site time the backend takes each site's zone, this one where a site has none.
    zone: siteTime ? siteTime.fallbackZone : zone,
    ...(siteTime ? { siteTime: true } : {}),
    filter,
    summary: { locationName: place.locationName, times, filter },
    summaryEveryLocation: { locationName: null, times: eachSite, filter },
    report,
  };
}
