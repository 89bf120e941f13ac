/**
 * When a site's recent bookings started: the last four weeks, read a week per request as the export
 * reads them, keeping only each booking's start instant.
 */
import { formatIsoInZone } from '#shared/time/zone';
import type { ApiClient } from '../api/client';

const DAY_MS = 86_400_000;
/** How far back a site's bookings are read for its suggestion. */
export const RECENT_DAYS = 28;
/** One request's span: the export's, which every API answers in one page. */
const WEEK_MS = 7 * DAY_MS;

/** The start instants of the site's bookings that started in the RECENT_DAYS before `nowMs`. */
export async function recentStarts(
  client: ApiClient,
  locationId: string,
  nowMs: number,
  signal: AbortSignal,
): Promise<number[]> {
  const starts: number[] = [];
  for (let fromMs = nowMs - RECENT_DAYS * DAY_MS; fromMs < nowMs; fromMs += WEEK_MS) {
    const toMs = Math.min(fromMs + WEEK_MS, nowMs);
    const { items } = await client.listBookings(
      {
        family: 'time',
        locationId,
        timeMin: formatIsoInZone('UTC', fromMs),
        timeMax: formatIsoInZone('UTC', toMs),
        timezone: 'UTC',
      },
      signal,
    );
    // A booking over a week's edge comes in both weeks: each is counted in the week it starts.
    for (const b of items) if (b.startMs >= fromMs && b.startMs < toMs) starts.push(b.startMs);
  }
  return starts;
}
