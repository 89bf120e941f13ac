/**
 * Each site's clock: its saved settings (the demo company ships its own), and from them the zone,
 * working week and closed days (public holidays, closures) a location's figures are worked out on.
 */
import type { SiteClosure, SiteSettings } from '#shared/contract';
import type { Comparison } from '#shared/insights/compare-period';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { ClockOf, ClosedDay, LocationClock } from '#shared/sites/site-clock';
import { addDays, daysBetween } from '#shared/time/civil';
import { DEMO_ACCOUNT_ID, type DemoCompany } from '../demo-company';
import type { SavedSite, SettingsStore } from '../settings/settings-store';
import type { Holidays } from './holidays';

/** The demo company's working week: its sites are offices and depots, open on weekdays. */
const DEMO_HOURS = OFFICE_HOURS;

/** The most years of closed days one request reads: a bookings export may cover decades. */
const MAX_YEARS = 40;

/** What a request tells the clocks: its zone, its choice of site time, and the days it reads. */
export interface ClockRequest {
  readonly zone: string;
  readonly siteTime: boolean;
  /** The request's first and last days (YYYY-MM-DD): closed days are given for their years ± 1. */
  readonly from: string;
  readonly to: string;
  /** An export's report: a chosen comparison's days, whatever their years, get theirs too. */
  readonly report?: { readonly kind: string; readonly compare?: Comparison | null };
}

/** Sites' settings and the clocks they give. */
export interface SiteClocks {
  /** Every site with settings: saved ones first, the demo company's shipped ones where none are saved. */
  settings(accountId: string): Promise<ReadonlyMap<string, SavedSite>>;
  /** Resolves each location's clock for a request's zone, its choice of site time and its days. */
  resolver(accountId: string, request: ClockRequest): Promise<ClockOf>;
  /** The public-holiday calendars the sites take. */
  readonly holidays: Holidays;
}

/**
 * A location's clock from its settings: site time takes the site's zone, else the request's. A site
 * with closed days but no settings is counted in the request's zone, every hour but those days.
 */
export function clockOf(
  settings: SiteSettings | undefined,
  request: { readonly zone: string; readonly siteTime: boolean },
  closed: readonly ClosedDay[] = [],
): LocationClock {
  if (!settings && closed.length === 0) return { zone: request.zone, site: null };
  const siteZone = settings?.zone ?? request.zone;
  return {
    zone: request.siteTime ? siteZone : request.zone,
    site: {
      zone: siteZone,
      hours: settings?.hours ?? null,
      ...(settings?.target ? { target: settings.target } : {}),
      ...(closed.length > 0 ? { closed } : {}),
    },
  };
}

/** The years a request's closed days cover: its own and a chosen comparison's, one either side. */
export function yearsOf(request: ClockRequest): readonly number[] {
  const compare = request.report?.compare;
  const days = [request.from, request.to];
  if (compare?.kind === 'chosen') days.push(compare.from, compare.to);
  const years = days.map((d) => Number(d.slice(0, 4))).filter(Number.isInteger);
  if (years.length === 0) return [];
  const first = Math.min(...years) - 1;
  const last = Math.min(Math.max(...years) + 1, first + MAX_YEARS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The closures' days within the years, a ClosedDay each. */
function closureDays(
  closures: readonly SiteClosure[],
  years: readonly number[],
): readonly ClosedDay[] {
  if (years.length === 0) return [];
  const first = `${String(years[0]).padStart(4, '0')}-01-01`;
  const last = `${String(years[years.length - 1]).padStart(4, '0')}-12-31`;
  const days: ClosedDay[] = [];
  for (const { from, to, reason } of closures) {
    if (to < first || from > last) continue;
    const start = from < first ? first : from;
    const end = to > last ? last : to;
    const count = daysBetween(start, end) + 1;
    for (let i = 0; i < count; i++) days.push({ date: addDays(start, i), kind: 'closure', reason });
  }
  return days;
}

/** Holidays and closures together, by date (a holiday before a closure on the same day). */
function merged(a: readonly ClosedDay[], b: readonly ClosedDay[]): readonly ClosedDay[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return [...a, ...b].sort((x, y) =>
    x.date !== y.date
      ? x.date < y.date
        ? -1
        : 1
      : x.kind === y.kind
        ? 0
        : x.kind === 'holiday'
          ? -1
          : 1,
  );
}

/** Builds the site clocks over the settings store, the demo company and the holiday calendars. */
export function createSiteClocks(
  store: SettingsStore,
  demo: DemoCompany | null,
  holidays: Holidays,
): SiteClocks {
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
    holidays,
    async resolver(accountId, request) {
      const [all, closures] = await Promise.all([settings(accountId), store.closures(accountId)]);
      const years = yearsOf(request);
      const calendars = [...all.values()].flatMap((s) => (s.holidays ? [s.holidays] : []));
      // The holiday library is loaded only when a site has a calendar whose years are not kept.
      const byCalendar =
        calendars.length > 0 ? await holidays.closedDays(calendars, years) : new Map();
      const closed = new Map<string, readonly ClosedDay[]>();
      for (const id of new Set([...all.keys(), ...closures.keys()])) {
        const calendar = all.get(id)?.holidays;
        const days = merged(
          (calendar && byCalendar.get(calendar)) || [],
          closureDays(closures.get(id) ?? [], years),
        );
        if (days.length > 0) closed.set(id, days);
      }
      return (locationId) => clockOf(all.get(locationId), request, closed.get(locationId));
    },
  };
}
