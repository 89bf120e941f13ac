import type { Handlers } from '#shared/contract';
import { systemTimeZone } from '#shared/time/zone';
import { zoneSuggestions } from '../sites/zone-suggestions';
import type { HandlerContext } from './context';

type SiteZoneHandlers = Pick<Handlers, 'suggestSiteZones'>;

/** Zones suggested for the sites without one, from their names or their recent bookings' starts. */
export function createSiteZoneHandlers(
  ctx: HandlerContext,
  now: () => number = Date.now,
): SiteZoneHandlers {
  const { directory, sites, settings } = ctx;
  return {
    async suggestSiteZones({ accountId }, signal) {
      const [{ items }, saved, { zone }] = await Promise.all([
        directory.locations(accountId, signal),
        sites.settings(accountId),
        settings.get(accountId),
      ]);
      const unset = items
        .filter((l) => !saved.get(l.id)?.zone)
        .map((l) => ({ locationId: l.id, name: l.name }));
      if (unset.length === 0) return { suggestions: [] };
      const suggestions = await zoneSuggestions({
        client: await directory.clientFor(accountId),
        sites: unset,
        // An account that follows the computer's zone is counted in it.
        accountZone: zone ?? systemTimeZone(),
        nowMs: now(),
        signal,
      });
      return { suggestions };
    },
  };
}
