/**
 * A company for the Trends tests: three sites of four bays each, open Mon–Fri 08:00–18:00 in UTC,
 * each weekday's bookings filling whole bays for the day since March 2024, so each month's
 * utilisation is exact: North Depot 25% (below its 60–85% target), Harbour Office 50% (within
 * 30–60%), East Yard 75% (above 20–50%).
 */
import type { Bay, Booking } from '#shared/model';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { FakeCompany } from './fake-company';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const SITES = [
  { id: 'loc-n', name: 'North Depot', perDay: 1, target: { low: 0.6, high: 0.85 } },
  { id: 'loc-h', name: 'Harbour Office', perDay: 2, target: { low: 0.3, high: 0.6 } },
  { id: 'loc-e', name: 'East Yard', perDay: 3, target: { low: 0.2, high: 0.5 } },
] as const;

const HOURS = OFFICE_HOURS;

/**
 * The company, its bookings from 1 March 2024 (or the day of `sinceMs`, a UTC midnight: the API
 * holds nothing before it) to the day before `untilMs`.
 */
export function trendCompany(
  untilMs: number,
  options: { readonly bookings?: boolean; readonly sinceMs?: number } = {},
) {
  const locations = SITES.map((s) => ({ id: s.id, name: s.name }));
  const bays: Bay[] = locations.flatMap((location) =>
    [1, 2, 3, 4].map((n) => ({
      id: `${location.id}-b${n}`,
      name: `Bay ${n}`,
      tag: null,
      location,
    })),
  );
  const bookings: Booking[] = [];
  if (options.bookings !== false)
    for (let day = options.sinceMs ?? Date.UTC(2024, 2, 1); day + DAY <= untilMs; day += DAY) {
      const weekday = new Date(day).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const [i, site] of SITES.entries())
        for (let n = 1; n <= site.perDay; n++)
          bookings.push({
            id: `${site.id}-${day}-${n}`,
            startMs: day + 8 * HOUR,
            endMs: day + 18 * HOUR,
            user: null,
            location: locations[i]!,
            bay: { id: `${site.id}-b${n}`, name: null, tag: null },
          });
    }
  const company: FakeCompany = {
    account: {
      id: 'demo',
      label: 'Demo company',
      host: 'demo',
      createdAt: '2026-01-01T00:00:00Z',
      isDemo: true,
    },
    apiKey: '',
    locations: { items: locations, dropped: 0 },
    bays: { items: bays, dropped: 0 },
    bookings,
    settings: {
      zone: 'UTC',
      lastLocationId: null,
      timeOfDay: null,
      theme: 'system',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
      namesNotice: null,
    },
    sites: Object.fromEntries(
      SITES.map((s) => [s.id, { zone: 'UTC', hours: HOURS, target: s.target }]),
    ),
  };
  return company;
}
