/**
 * Zone suggestions for the sites without a zone: the city in a site's name, else when its last four
 * weeks of bookings started (read for a few sites at once, only where the name says nothing).
 */
import type { SiteZoneSuggestion } from '#shared/contract';
import { nameSuggests, suggestZone } from '#shared/sites/zone-suggestion';
import type { ApiClient } from '../api/client';
import { recentStarts } from './recent-starts';

/** Sites whose bookings are read at once: a few, so a large company does not flood its API. */
export const SITES_AT_ONCE = 3;

/** What the suggestions are made from. */
export interface ZoneSuggestionJob {
  readonly client: ApiClient;
  /** The sites without a zone, in the order their suggestions are given. */
  readonly sites: readonly { readonly locationId: string; readonly name: string | null }[];
  /** The account's zone, named when it fits a site's bookings as well as any other. */
  readonly accountZone: string | null;
  readonly nowMs: number;
  readonly signal: AbortSignal;
}

/** Each site's suggestion where something suggests one; the first failed read stops the others. */
export async function zoneSuggestions(job: ZoneSuggestionJob): Promise<SiteZoneSuggestion[]> {
  const starts = new Map<string, readonly number[]>();
  const toRead = job.sites.filter((s) => !nameSuggests(s.name));
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(job.signal.reason);
  if (job.signal.aborted) onAbort();
  else job.signal.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < toRead.length && !stop.signal.aborted) {
      const { locationId } = toRead[next++]!;
      starts.set(locationId, await recentStarts(job.client, locationId, job.nowMs, stop.signal));
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(SITES_AT_ONCE, toRead.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
  } finally {
    job.signal.removeEventListener('abort', onAbort);
  }
  return job.sites.flatMap(({ locationId, name }) => {
    const suggestion = suggestZone({
      name,
      startsMs: starts.get(locationId) ?? [],
      accountZone: job.accountZone,
    });
    return suggestion ? [{ locationId, ...suggestion }] : [];
  });
}
