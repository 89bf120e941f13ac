import type { Handlers, InsightsProgress } from '#shared/contract';
import { windowFirstDay } from '#shared/forecast/forecast-calendar';
import { addDays } from '#shared/time/civil';
import { computeForecast } from '../forecast/compute-forecast';
import type { NamedLocation } from '../insights/each-location';
import type { HandlerContext } from './context';

type ForecastHandlers = Pick<Handlers, 'getForecast'>;

/**
 * getForecast: the weeks ahead of one site or every site, each site's history and weeks ahead fetched
 * once in the backend, progress sent under the caller's progressId as getTrends sends it.
 */
export function createForecastHandlers(
  ctx: HandlerContext,
  emit: (progress: InsightsProgress) => void,
): ForecastHandlers {
  return {
    async getForecast(request, signal) {
      const client = await ctx.directory.clientFor(request.accountId);
      const { items } = await ctx.directory.locations(request.accountId, signal);
      const named: NamedLocation[] = items.map((l) => ({ id: l.id, name: l.name ?? l.id }));
      const id = request.locationId as string; // the schema asks for one or the other
      const locations = request.allLocations
        ? named
        : [named.find((l) => l.id === id) ?? { id, name: id }];
      const { progressId } = request;
      return computeForecast({
        client,
        locations,
        from: request.from,
        weeks: request.weeks,
        historyWeeks: request.historyWeeks,
        zone: request.zone,
        // Closed days are read for every year the window touches.
        clockOf: await ctx.sites.resolver(request.accountId, {
          zone: request.zone,
          siteTime: request.siteTime,
          from: windowFirstDay(request.from, request.historyWeeks),
          to: addDays(request.from, request.weeks * 7 - 1),
        }),
        signal,
        onProgress: progressId
          ? ({ percent, bookings }) => emit({ progressId, percent, bookings })
          : undefined,
      });
    },
  };
}
