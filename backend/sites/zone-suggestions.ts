/**
 * Zone suggestions for the sites without a zone: the city in a site's name, else when its last four
 * weeks of bookings started (read for a few sites at once, only where the name says nothing). The
 * work goes a site at a time in slices of a few milliseconds, so no other call waits behind it, and
 * stops as soon as the call is cancelled.
 */
import type { SiteZoneSuggestion } from '#shared/contract';
import { morningZones } from '#shared/sites/morning-zones';
import { MIN_STARTS } from '#shared/sites/zone-from-starts';
import {
  nameSuggestion,
  startsSuggestion,
  type ZoneSuggestion,
} from '#shared/sites/zone-suggestion';
import { steadyOffsetMs } from '#shared/time/zone';
import type { ApiClient } from '../api/client';
import { RECENT_DAYS, recentStarts } from './recent-starts';
import { workSlicer } from './work-slices';

/** Sites whose bookings are read at once: a few, so a large company does not flood its API. */
export const SITES_AT_ONCE = 3;

/** A site to suggest a zone for. */
interface UnsetSite {
  readonly locationId: string;
  readonly name: string | null;
}

/** What the suggestions are made from. */
export interface ZoneSuggestionJob {
  readonly client: ApiClient;
  /** The sites without a zone, in the order their suggestions are given. */
  readonly sites: readonly UnsetSite[];
  /** The account's zone, named when it fits a site's bookings as well as any other. */
  readonly accountZone: string | null;
  readonly nowMs: number;
  readonly signal: AbortSignal;
}

/** Each site's recent starts, a few sites at once; the first failed read stops the others. */
async function readStarts(
  job: ZoneSuggestionJob,
  sites: readonly UnsetSite[],
  pause: () => Promise<void>,
): Promise<ReadonlyMap<string, readonly number[]>> {
  const starts = new Map<string, readonly number[]>();
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(job.signal.reason);
  if (job.signal.aborted) onAbort();
  else job.signal.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (!stop.signal.aborted) {
      await pause();
      const site = sites[next++];
      if (!site) return;
      starts.set(
        site.locationId,
        await recentStarts(job.client, site.locationId, job.nowMs, stop.signal),
      );
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(SITES_AT_ONCE, sites.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
  } finally {
    job.signal.removeEventListener('abort', onAbort);
  }
  return starts;
}

/** Each site's suggestion where something suggests one; rejects with `cancelled` once the job's signal aborts. */
export async function zoneSuggestions(job: ZoneSuggestionJob): Promise<SiteZoneSuggestion[]> {
  const pause = workSlicer(job.signal, 'Zone suggestions');
  const named = new Map<string, ZoneSuggestion>();
  for (const { locationId, name } of job.sites) {
    await pause();
    const suggestion = nameSuggestion(name);
    if (suggestion) named.set(locationId, suggestion);
  }
  const toRead = job.sites.filter((s) => !named.has(s.locationId));
  const starts = await readStarts(job, toRead, pause);
  if ([...starts.values()].some((s) => s.length >= MIN_STARTS)) {
    // Each zone tried is read once over the four weeks (a formatter, then a reading a day), a zone
    // at a time: done inside the first site's reading, it would hold the loop for tens of ms.
    const fromMs = job.nowMs - RECENT_DAYS * 86_400_000;
    for (const zone of morningZones(job.accountZone)) {
      await pause();
      steadyOffsetMs(zone, fromMs, job.nowMs);
    }
  }
  const suggestions: SiteZoneSuggestion[] = [];
  for (const { locationId } of job.sites) {
    await pause();
    const suggestion =
      named.get(locationId) ?? startsSuggestion(starts.get(locationId) ?? [], job.accountZone);
    if (suggestion) suggestions.push({ locationId, ...suggestion });
  }
  return suggestions;
}
