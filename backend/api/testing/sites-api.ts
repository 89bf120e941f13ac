/**
 * A small Bookings Integration API over fixed data, for tests of sites on their own clocks: the
 * locations, bays and bookings given, bookings answered for the location and window asked
 * (`location_id`, `time_min`, `time_max`), a 401 for any other key.
 */
import { sendJson, startTestServer, type TestServer } from './http-server';

/** A booking as the API sends it (the fields these tests read). */
export interface RawSiteBooking {
  readonly id: string;
  readonly start_time: string;
  readonly end_time: string;
  readonly location: { readonly id: string; readonly name: string };
  readonly [field: string]: unknown;
}

/** What the API holds. */
export interface SitesApiData {
  readonly key: string;
  readonly locations: readonly { readonly id: string; readonly name: string }[];
  readonly bays: readonly unknown[];
  readonly bookings: readonly RawSiteBooking[];
  /** Locations whose bookings the API refuses with a 400 (a location that cannot be read). */
  readonly refused?: readonly string[];
}

/** Starts the API on 127.0.0.1. */
export function startSitesApi(data: SitesApiData): Promise<TestServer> {
  return startTestServer((req, res) => {
    if (req.headers.apikey !== data.key) return sendJson(res, 401, { message: 'Bad key' });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    switch (url.pathname.replace(/\/$/, '')) {
      case '/api/integrations/locations':
        return sendJson(res, 200, data.locations);
      case '/api/integrations/bays':
        return sendJson(res, 200, data.bays);
      case '/api/integrations/bookings': {
        const min = Date.parse(url.searchParams.get('time_min') ?? '');
        const max = Date.parse(url.searchParams.get('time_max') ?? '');
        const location = url.searchParams.get('location_id');
        if (location && data.refused?.includes(location))
          return sendJson(res, 400, { message: `Location ${location} cannot be read.` });
        return sendJson(
          res,
          200,
          data.bookings.filter(
            (b) =>
              b.location.id === location &&
              Date.parse(b.start_time) < max &&
              Date.parse(b.end_time) > min,
          ),
        );
      }
      default:
        return sendJson(res, 404, { message: 'Not found' });
    }
  });
}
