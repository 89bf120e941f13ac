/**
 * getTrends for the fake bridge: the real trend aggregation (shared/insights/trends-aggregate.ts)
 * over the fake company's bookings, each site on its clock as the backend settles it
 * (backend/sites/site-clocks.ts).
 */
import type { MethodArgs, Trends } from '#shared/contract';
import { trendPeriodProblem } from '#shared/insights/trend-period';
import { aggregateTrend } from '#shared/insights/trends-aggregate';
import { fail, ok, type Result } from '#shared/result';
import { NO_FILTER } from '#shared/scope/booking-filter';
import type { FakeCompany } from './fake-company';

/** The company's trends as getTrends answers them, or the backend's refusal of the period. */
export function fakeTrends(company: FakeCompany, q: MethodArgs<'getTrends'>): Result<Trends> {
  const problem = trendPeriodProblem(q.unit, q);
  if (problem) return fail('invalid-argument', problem);
  const listed = company.locations.items.map((l) => ({ id: l.id, name: l.name ?? l.id }));
  const chosen = q.allLocations
    ? listed
    : [
        listed.find((l) => l.id === q.locationId) ?? {
          id: String(q.locationId),
          name: String(q.locationId),
        },
      ];
  const sites = chosen.map((location) => {
    const own = company.sites?.[location.id];
    const siteZone = own?.zone ?? q.zone;
    const basis = {
      zone: own && q.siteTime ? siteZone : q.zone,
      site: own
        ? { zone: siteZone, hours: own.hours, ...(own.target ? { target: own.target } : {}) }
        : null,
    };
    const buckets = aggregateTrend(
      {
        unit: q.unit,
        locationId: location.id,
        from: q.from,
        to: q.to,
        zone: basis.zone,
        filter: { ...NO_FILTER, ...q.filter },
        bays: company.bays.items,
        site: basis.site,
      },
      company.bookings.filter((b) => b.location?.id === location.id),
    );
    return { locationId: location.id, name: location.name, basis, buckets, unreadableRecords: 0 };
  });
  return ok({ unit: q.unit, from: q.from, to: q.to, sites });
}
