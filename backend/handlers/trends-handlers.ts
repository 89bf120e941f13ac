import type { Handlers, InsightsProgress, TrendsRequest } from '#shared/contract';
import type { NamedLocation } from '../insights/each-location';
import { computeTrends } from '../insights/compute-trends';
import type { HandlerContext } from './context';

type TrendsHandlers = Pick<Handlers, 'getTrends'>;

/** The sites asked for, named as the account's list names them (by id when it has no name). */
async function sitesOf(
  ctx: HandlerContext,
  request: TrendsRequest,
  signal: AbortSignal,
): Promise<NamedLocation[]> {
  const { items } = await ctx.directory.locations(request.accountId, signal);
  const named = items.map((l) => ({ id: l.id, name: l.name ?? l.id }));
  if (request.allLocations) return named;
  const id = request.locationId as string; // the schema asks for one or the other
  return [named.find((l) => l.id === id) ?? { id, name: id }];
}

/**
 * getTrends: each site's months or weeks, fetched and aggregated in the backend, progress sent
 * under the caller's progressId as getInsights sends it.
 */
export function createTrendsHandlers(
  ctx: HandlerContext,
  emit: (progress: InsightsProgress) => void,
): TrendsHandlers {
  return {
    async getTrends(request, signal) {
      const client = await ctx.directory.clientFor(request.accountId);
      const { progressId } = request;
      const sites = await computeTrends({
        client,
        unit: request.unit,
        from: request.from,
        to: request.to,
        zone: request.zone,
        filter: request.filter,
        locations: await sitesOf(ctx, request, signal),
        clockOf: await ctx.sites.resolver(request.accountId, request),
        signal,
        onProgress: progressId
          ? ({ percent, bookings }) => emit({ progressId, percent, bookings })
          : undefined,
      });
      return { unit: request.unit, from: request.from, to: request.to, sites };
    },
  };
}
