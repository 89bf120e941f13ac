/**
 * Each site's clock: its saved settings (the demo company ships its own), and from them the zone and
 * working week a location's figures are worked out on.
 */
import type { SiteSettings } from '#shared/contract';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { ClockOf, LocationClock } from '#shared/sites/site-clock';
import { DEMO_ACCOUNT_ID, type DemoCompany } from '../demo-company';
import type { SavedSite, SettingsStore } from '../settings/settings-store';

/** The demo company's working week: its sites are offices and depots, open on weekdays. */
const DEMO_HOURS = OFFICE_HOURS;

/** Sites' settings and the clocks they give. */
export interface SiteClocks {
  /** Every site with settings: saved ones first, the demo company's shipped ones where none are saved. */
  settings(accountId: string): Promise<ReadonlyMap<string, SavedSite>>;
  /** Resolves each location's clock for a request's zone and its choice of site time. */
  resolver(
    accountId: string,
    request: { readonly zone: string; readonly siteTime: boolean },
  ): Promise<ClockOf>;
}

/** A location's clock from its settings: site time takes the site's zone, else the request's. */
export function clockOf(
  settings: SiteSettings | undefined,
  request: { readonly zone: string; readonly siteTime: boolean },
): LocationClock {
  if (!settings) return { zone: request.zone, site: null };
  const siteZone = settings.zone ?? request.zone;
  return {
    zone: request.siteTime ? siteZone : request.zone,
    site: {
      zone: siteZone,
      hours: settings.hours,
      ...(settings.target ? { target: settings.target } : {}),
    },
  };
}

/** Builds the site clocks over the settings store and the demo company. */
export function createSiteClocks(store: SettingsStore, demo: DemoCompany | null): SiteClocks {
  const settings = async (accountId: string): Promise<ReadonlyMap<string, SavedSite>> => {
    const saved = await store.sites(accountId);
    if (!demo || accountId !== DEMO_ACCOUNT_ID) return saved;
    const shipped = new Map<string, SavedSite>(
      (await demo.server()).sites.map((s) => [s.id, { zone: s.zone, hours: DEMO_HOURS }]),
    );
    for (const [id, own] of saved) shipped.set(id, own);
    return shipped;
  };
  return {
    settings,
    async resolver(accountId, request) {
      const all = await settings(accountId);
      return (locationId) => clockOf(all.get(locationId), request);
    },
  };
}
