import type { Handlers, SiteList } from '#shared/contract';
import { AppFailure } from '#shared/result';
import type { HandlerContext } from './context';

type SiteHandlers = Pick<Handlers, 'listSites' | 'updateSites'>;

/** Each site's zone and working week: listed beside the account's locations, saved several at once. */
export function createSiteHandlers(ctx: HandlerContext): SiteHandlers {
  const { directory, sites } = ctx;
  const list = async (accountId: string, signal: AbortSignal): Promise<SiteList> => {
    const [{ items }, settings] = await Promise.all([
      directory.locations(accountId, signal),
      sites.settings(accountId),
    ]);
    return {
      sites: items.map((l) => ({
        locationId: l.id,
        name: l.name,
        settings: settings.get(l.id) ?? null,
      })),
    };
  };
  return {
    listSites: ({ accountId }, signal) => list(accountId, signal),
    async updateSites({ accountId, sites: changes }, signal) {
      // Only the account's own locations: a mistyped id would be saved for a site that is not there.
      const { items } = await directory.locations(accountId, signal);
      const known = new Set(items.map((l) => l.id));
      const unknown = changes.find((c) => !known.has(c.locationId));
      if (unknown)
        throw new AppFailure(
          'not-found',
          `The account has no location "${unknown.locationId}". Run "bookings-viewer locations" or pick one from the list.`,
        );
      await ctx.settings.updateSites(accountId, changes);
      return list(accountId, signal);
    },
  };
}
