import type { Handlers, InsightsProgress } from '#shared/contract';
import { computeInsights } from '../insights/compute-insights';
import type { HandlerContext } from './context';

type InsightsHandlers = Pick<Handlers, 'getInsights'>;

/** getInsights: fetched and aggregated in the backend, progress sent under the caller's progressId. */
export function createInsightsHandlers(
  ctx: HandlerContext,
  emit: (progress: InsightsProgress) => void,
): InsightsHandlers {
  return {
    async getInsights(request, signal) {
      const client = await ctx.directory.clientFor(request.accountId);
      const { progressId } = request;
      const clock = (await ctx.sites.resolver(request.accountId, request))(request.locationId);
      const namesHidden = (await ctx.settings.nameSalt(request.accountId)) !== null;
      return computeInsights({
        client,
        locationId: request.locationId,
        from: request.from,
        to: request.to,
        zone: clock.zone,
        site: clock.site,
        filter: request.filter,
        namesHidden,
        signal,
        onProgress: progressId
          ? ({ percent, bookings }) => emit({ progressId, percent, bookings })
          : undefined,
      });
    },
  };
}
