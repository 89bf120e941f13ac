import type { Handlers, SiteChange, SiteClosure, SiteList } from '#shared/contract';
import type { Location } from '#shared/model';
import { AppFailure } from '#shared/result';
import { MAX_CLOSURES_PER_SITE } from '../settings/settings-store';
import type { HandlerContext } from './context';

type SiteHandlers = Pick<
  Handlers,
  'listSites' | 'updateSites' | 'closeSite' | 'reopenSite' | 'listHolidayCalendars'
>;

/** "on 2026-06-05" or "from 2026-06-05 to 2026-06-07". */
export function closureDaysText(closure: { readonly from: string; readonly to: string }): string {
  return closure.from === closure.to
    ? `on ${closure.from}`
    : `from ${closure.from} to ${closure.to}`;
}

/** "on 2026-06-05 (Resurfacing)". */
const closureText = (c: SiteClosure) => `${closureDaysText(c)} (${c.reason})`;

/**
 * Each site's zone, working week, holiday calendar and closures: listed beside the account's
 * locations, saved several at once, closed and reopened a period at a time.
 */
export function createSiteHandlers(ctx: HandlerContext): SiteHandlers {
  const { directory, sites } = ctx;
  const list = async (accountId: string, signal: AbortSignal): Promise<SiteList> => {
    const [{ items }, settings, closures] = await Promise.all([
      directory.locations(accountId, signal),
      sites.settings(accountId),
      ctx.settings.closures(accountId),
    ]);
    return {
      sites: items.map((l) => {
        const saved = settings.get(l.id);
        const closed = closures.get(l.id) ?? [];
        if (!saved)
          return {
            locationId: l.id,
            name: l.name,
            settings: null,
            invalidZone: null,
            closures: closed,
          };
        const { invalidZone = null, ...own } = saved;
        return {
          locationId: l.id,
          name: l.name,
          settings: { ...own, holidays: own.holidays ?? null },
          invalidZone,
          closures: closed,
        };
      }),
    };
  };
  /** The account's location, or a refusal naming the id: a mistyped id would be saved for a site that is not there. */
  const locationOf = async (
    accountId: string,
    locationId: string,
    signal: AbortSignal,
  ): Promise<Location> => {
    const { items } = await directory.locations(accountId, signal);
    const location = items.find((l) => l.id === locationId);
    if (!location) throw unknownLocation(locationId);
    return location;
  };
  return {
    listSites: ({ accountId }, signal) => list(accountId, signal),
    async updateSites({ accountId, sites: changes }, signal) {
      const { items } = await directory.locations(accountId, signal);
      const known = new Set(items.map((l) => l.id));
      const unknown = changes.find((c) => !known.has(c.locationId));
      if (unknown) throw unknownLocation(unknown.locationId);
      // Each calendar is checked (and spelt) by the holiday library, loaded only when one is given.
      const spelt = new Map<string, string>();
      for (const { holidays } of changes)
        if (holidays && !spelt.has(holidays))
          spelt.set(holidays, await sites.holidays.check(holidays));
      // A site with nothing saved starts from what it shows (the demo company ships its sites'
      // clocks): a change of its target alone must not lose the zone and hours it had. These apply
      // only where the store has no row yet, decided inside its write: a change another process
      // saves at the same moment is never overwritten with them.
      const shown = await sites.settings(accountId);
      const spell = (change: SiteChange): SiteChange =>
        change.holidays ? { ...change, holidays: spelt.get(change.holidays) } : change;
      await ctx.settings.updateSites(accountId, changes.map(spell), (locationId) => {
        const base = shown.get(locationId);
        return base && { ...base, target: base.target ?? null, holidays: base.holidays ?? null };
      });
      if (spelt.size > 0) {
        // The library is loaded now anyway: keep the years reports usually read (last year's,
        // compared with the year before, to next year's), so the next command need not load it.
        const year = new Date().getUTCFullYear();
        await sites.holidays.closedDays([...spelt.values()], [year - 2, year - 1, year, year + 1]);
      }
      return list(accountId, signal);
    },
    async closeSite({ accountId, locationId, from, to = from, reason }, signal) {
      const location = await locationOf(accountId, locationId, signal);
      const outcome = await ctx.settings.closeSite(accountId, locationId, { from, to, reason });
      const name = location.name ?? location.id;
      if (outcome.kind === 'overlaps')
        throw new AppFailure(
          'invalid-argument',
          `${name} is already closed ${closureText(outcome.closure)}. Reopen those days first, or close it on other days.`,
        );
      if (outcome.kind === 'full')
        throw new AppFailure(
          'invalid-argument',
          `${name} already has ${MAX_CLOSURES_PER_SITE} closures, the most a site keeps. Reopen past ones first.`,
        );
      return list(accountId, signal);
    },
    async reopenSite({ accountId, locationId, from, to = from }, signal) {
      const location = await locationOf(accountId, locationId, signal);
      const removed = await ctx.settings.reopenSite(accountId, locationId, from, to);
      if (removed.length === 0) {
        const kept = (await ctx.settings.closures(accountId)).get(locationId) ?? [];
        throw new AppFailure(
          'not-found',
          `${location.name ?? location.id} has no closure ${closureDaysText({ from, to })}, so nothing was reopened. ${
            kept.length > 0
              ? `Its closures: ${kept.map(closureText).join('; ')}.`
              : 'It has no closures.'
          }`,
        );
      }
      return { ...(await list(accountId, signal)), removed };
    },
    async listHolidayCalendars() {
      return { calendars: await sites.holidays.calendars() };
    },
  };
}

const unknownLocation = (locationId: string) =>
  new AppFailure(
    'not-found',
    `The account has no location "${locationId}". Run "bookings-viewer locations" or pick one from the list.`,
  );
