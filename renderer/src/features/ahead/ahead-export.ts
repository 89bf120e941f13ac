/** What the Ahead view's export writes: the weeks shown, of the location shown or every one. */
import type { ForecastScope } from '../../data/forecast';
import type { ShownExport } from '../export/use-export-run';
import type { ShownTimes } from '../bookings/shown-description';
import { addDays } from '#shared/time/civil';

/** The weeks ahead as a file: a row per site and open day, as `forecast` writes it. */
export function aheadExport(
  scope: ForecastScope,
  location: { readonly id: string; readonly name: string } | null,
  firstLocationId: string,
): ShownExport {
  const { accountId, from, weeks, historyWeeks, zone, siteTime } = scope;
  const times: ShownTimes = !siteTime
    ? { kind: 'zone', zone }
    : location
      ? { kind: 'site-time', zone }
      : { kind: 'each-site', fallbackZone: zone };
  const filter = { tags: null, search: null, timeOfDay: null };
  return {
    accountId,
    locationId: location?.id ?? firstLocationId,
    from,
    to: addDays(from, weeks * 7 - 1),
    zone,
    ...(siteTime ? { siteTime: true } : {}),
    filter,
    summary: { locationName: location?.name ?? null, times, filter },
    report: { kind: 'forecast', weeks, historyWeeks, backtest: false },
    ...(location ? {} : { everyLocation: true }),
  };
}
