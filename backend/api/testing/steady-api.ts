/**
 * Test helper: issue 41's hand-worked site (shared/forecast/testing/steady-site.ts) as an API: one
 * site with 6 bays, 20 steady weeks before Monday 1 June 2026, and the bookings already made for 1
 * and 2 June.
 */
import { STEADY_BAY_IDS, STEADY_SITE, steadyBookings } from '#shared/forecast/testing/steady-site';
import { formatIsoInZone } from '#shared/time/zone';
import type { TestServer } from './http-server';
import { startSitesApi } from './sites-api';

/** The API key the server takes. */
export const STEADY_KEY = 'steady-weeks-key-0123456789';

/** A second site whose bookings the API refuses (a 400), for a site that cannot be read. */
export const BROKEN_SITE = { id: '6a2f0c4e-0000-4000-8000-000000000042', name: 'Broken Yard' };

/** Starts the API on 127.0.0.1; with `broken`, BROKEN_SITE is listed after the steady site. */
export function startSteadyApi(broken = false): Promise<TestServer> {
  const location = { id: STEADY_SITE.locationId, name: STEADY_SITE.name };
  return startSitesApi({
    key: STEADY_KEY,
    locations: broken ? [location, BROKEN_SITE] : [location],
    refused: [BROKEN_SITE.id],
    bays: STEADY_BAY_IDS.map((id, i) => ({ id, name: `Bay ${i + 1}`, tag: null, location })),
    bookings: steadyBookings().map((b) => ({
      id: b.id,
      start_time: formatIsoInZone(STEADY_SITE.zone, b.startMs),
      end_time: formatIsoInZone(STEADY_SITE.zone, b.endMs),
      location,
      bay: b.bay,
      user: b.user,
    })),
  });
}
