/**
 * Test helper: an API with two sites 10 hours apart (London and Brisbane, whose clocks differ by 10
 * hours in March), two bays each, and one booking per site from 09:00 to 17:00 on its own clock on
 * Monday 2 March 2026: the example of issue 29, worked by hand in the tests that use it.
 */
import type { TestServer } from '../../api/testing/http-server';
import { startSitesApi } from '../../api/testing/sites-api';

/** The API key the server takes. */
export const TWO_SITES_KEY = 'two-sites-key-0123456789';

/** The two sites, with their zones (the API never says them). */
export const TWO_SITES = [
  {
    id: '0b2f5c3e-0000-4000-8000-000000000001',
    name: 'London Yard',
    zone: 'Europe/London',
    offset: '+00:00',
  },
  {
    id: '0b2f5c3e-0000-4000-8000-000000000002',
    name: 'Brisbane Dock',
    zone: 'Australia/Brisbane',
    offset: '+10:00',
  },
] as const;

const bays = TWO_SITES.flatMap((site, s) =>
  [1, 2].map((n) => ({
    id: `0b2f5c3e-0000-4000-8000-0000000001${s}${n}`,
    name: `Bay ${n}`,
    tag: null,
    location: { id: site.id, name: site.name },
  })),
);

const bookings = TWO_SITES.map((site, s) => ({
  id: `0b2f5c3e-0000-4000-8000-0000000002${s}0`,
  start_time: `2026-03-02T09:00:00${site.offset}`,
  end_time: `2026-03-02T17:00:00${site.offset}`,
  user: {
    id: `0b2f5c3e-0000-4000-8000-0000000003${s}0`,
    name: 'Ann Lee',
    email: 'ann@example.com',
  },
  location: { id: site.id, name: site.name },
  bay: { id: bays[s * 2]!.id, name: 'Bay 1', tag: null },
}));

/** Starts the API on 127.0.0.1; bookings are answered for the location and window asked. */
export function startTwoSitesApi(): Promise<TestServer> {
  return startSitesApi({
    key: TWO_SITES_KEY,
    locations: TWO_SITES.map(({ id, name }) => ({ id, name })),
    bays,
    bookings,
  });
}
