/**
 * The fake bridge's site closures and holiday calendars, as the backend answers them
 * (backend/handlers/site-handlers.ts): a closure that overlaps one saved is refused naming
 * it; reopening removes the closures it touches, whole, and days without one are refused.
 */
import type {
  HolidayCalendars,
  MethodArgs,
  SiteClosure,
  SiteList,
  SiteReopened,
} from '#shared/contract';
import { fail, ok, type Result } from '#shared/result';
import type { FakeCompany } from './fake-company';

/** A few calendars, as the library names them (its full list has about 630). */
export const FAKE_CALENDARS: HolidayCalendars = {
  calendars: [
    { code: 'AU', country: 'Australia', region: null },
    { code: 'AU-NSW', country: 'Australia', region: 'New South Wales' },
    { code: 'DE', country: 'Germany', region: null },
    { code: 'DE-BY', country: 'Germany', region: 'Bayern' },
    { code: 'FR', country: 'France', region: null },
    { code: 'GB', country: 'United Kingdom', region: null },
    { code: 'GB-ENG', country: 'United Kingdom', region: 'England' },
    { code: 'GB-SCT', country: 'United Kingdom', region: 'Scotland' },
  ],
};

/** The company's sites as listSites gives them (closures only where the company keeps any). */
export function fakeSiteList(c: FakeCompany): SiteList {
  return {
    sites: c.locations.items.map((l) => ({
      locationId: l.id,
      name: l.name,
      settings: c.sites?.[l.id] ?? null,
      invalidZone: null,
      ...(c.closures ? { closures: c.closures[l.id] ?? [] } : {}),
    })),
  };
}

const daysText = (c: { readonly from: string; readonly to: string }) =>
  c.from === c.to ? `on ${c.from}` : `from ${c.from} to ${c.to}`;

const nameOf = (c: FakeCompany, locationId: string) =>
  c.locations.items.find((l) => l.id === locationId)?.name ?? locationId;

/** Closes a site, unless the days overlap a closure it has. */
export function fakeCloseSite(c: FakeCompany, args: MethodArgs<'closeSite'>): Result<SiteList> {
  const { locationId, from, to = from, reason } = args;
  const kept = c.closures?.[locationId] ?? [];
  const clash = kept.find((k) => k.from <= to && k.to >= from);
  if (clash)
    return fail(
      'invalid-argument',
      `${nameOf(c, locationId)} is already closed ${daysText(clash)} (${clash.reason}). Reopen those days first, or close it on other days.`,
    );
  const next: SiteClosure[] = [...kept, { from, to, reason }].sort((a, b) =>
    a.from.localeCompare(b.from),
  );
  c.closures = { ...c.closures, [locationId]: next };
  return ok(fakeSiteList(c));
}

/** Reopens a site's days: the closures overlapping them go, whole. */
export function fakeReopenSite(
  c: FakeCompany,
  args: MethodArgs<'reopenSite'>,
): Result<SiteReopened> {
  const { locationId, from, to = from } = args;
  const kept = c.closures?.[locationId] ?? [];
  const removed = kept.filter((k) => k.from <= to && k.to >= from);
  if (removed.length === 0)
    return fail(
      'not-found',
      `${nameOf(c, locationId)} has no closure ${daysText({ from, to })}, so nothing was reopened.`,
    );
  c.closures = { ...c.closures, [locationId]: kept.filter((k) => !removed.includes(k)) };
  return ok({ ...fakeSiteList(c), removed });
}
