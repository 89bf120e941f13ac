import type { Handlers, SiteChange, SiteList } from '#shared/contract';
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
      sites: items.map((l) => {
        const saved = settings.get(l.id);
        if (!saved) return { locationId: l.id, name: l.name, settings: null, invalidZone: null };
        const { invalidZone = null, ...own } = saved;
        return { locationId: l.id, name: l.name, settings: own, invalidZone };
      }),
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
      // A site with nothing saved starts from what it shows (the demo company ships its sites'
      // clocks): a change of its target alone must not lose the zone and hours it had.
      const [shown, saved] = await Promise.all([
        sites.settings(accountId),
        ctx.settings.sites(accountId),
      ]);
      const filled = changes.map((change): SiteChange => {
        const base = saved.has(change.locationId) ? undefined : shown.get(change.locationId);
        if (!base) return change;
        return {
          locationId: change.locationId,
          zone: change.zone === undefined ? base.zone : change.zone,
          hours: change.hours === undefined ? base.hours : change.hours,
          target: change.target === undefined ? (base.target ?? null) : change.target,
        };
      });
      await ctx.settings.updateSites(accountId, filled);
      return list(accountId, signal);
    },
  };
}
