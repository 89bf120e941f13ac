import type { Handlers } from '#shared/contract';
import { addDays } from '#shared/time/civil';
import type { HandlerContext } from './context';

type SiteClockHandlers = Pick<Handlers, 'getSiteClock'>;

/**
 * A location's clock for the days a view shows: the same one Insights count on, so the Timeline's
 * figures and its closed days agree with theirs.
 */
export function createSiteClockHandlers(ctx: HandlerContext): SiteClockHandlers {
  return {
    async getSiteClock(request) {
      const clock = (await ctx.sites.resolver(request.accountId, request))(request.locationId);
      if (!clock.site?.closed) return clock;
      // A day either side: a view in another zone than the site's can reach into them.
      const first = addDays(request.from, -1);
      const last = addDays(request.to, 1);
      const closed = clock.site.closed.filter((d) => d.date >= first && d.date <= last);
      const { closed: _all, ...site } = clock.site;
      return { zone: clock.zone, site: closed.length > 0 ? { ...site, closed } : site };
    },
  };
}
