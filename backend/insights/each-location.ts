/**
 * Every location of an account over one scope, for the All locations reports: the locations named,
 * and their Insights computed one after another, each with the export's 4 requests at once, so
 * together they never ask the API more than one export does. The bays list (every bay of the
 * company) is fetched once and each location is given its own bays from it.
 */
import type { BookingFilter } from '#shared/contract';
import type { Bay } from '#shared/model';
import type { LocationInsights } from '#shared/insights/location-table';
import type { Insights } from '#shared/insights/types';
import type { ZonedDays } from '#shared/time/local-days';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ApiClient } from '../api/client';
import { computeInsights } from './compute-insights';

/** A location as a report names it. */
export interface NamedLocation {
  readonly id: string;
  readonly name: string;
}

/** The account's locations in the API's order, each named (by its id when it has no name). */
export async function namedLocations(
  client: ApiClient,
  signal: AbortSignal,
): Promise<NamedLocation[]> {
  const { items } = await client.listLocations(signal);
  return items.map((l) => ({ id: l.id, name: l.name ?? l.id }));
}

/** The days, zone and filter every location is counted over, and what to report as it goes. */
export interface EachLocationJob extends ZonedDays {
  readonly client: ApiClient;
  readonly locations: readonly NamedLocation[];
  readonly filter: BookingFilter;
  /** The account's bays list when the caller has it already (a comparison's two periods); else fetched once. */
  readonly bays?: readonly Bay[];
  /** Each location's zone and site clock; default the job's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  /** Whether the account hides names (its small domains grouped); absent: hidden. */
  readonly namesHidden?: boolean;
  readonly signal: AbortSignal;
  /** percent over all the locations; bookings read so far over all of them. */
  readonly onProgress?: (p: { readonly percent: number; readonly bookings: number }) => void;
}

/** The bays of each location id, in the list's order; bays without a location are no location's. */
function baysByLocation(bays: readonly Bay[]): ReadonlyMap<string, readonly Bay[]> {
  const byLocation = new Map<string, Bay[]>();
  for (const bay of bays) {
    const id = bay.location?.id;
    if (id === undefined) continue;
    const list = byLocation.get(id);
    if (list) list.push(bay);
    else byLocation.set(id, [bay]);
  }
  return byLocation;
}

/** One location counted: its Insights, or (when the job keeps going) why it could not be. */
export type LocationOutcome =
  | { readonly location: NamedLocation; readonly insights: Insights }
  | { readonly location: NamedLocation; readonly error: unknown };

/**
 * Counts each location in turn and hands each on as soon as it is done: the one path of All
 * locations for the app, the reports and the command line. With `keepGoing`, a location that fails
 * is handed on with its error and the next one is counted; a cancel always ends the whole job.
 */
export async function* countEachLocation(
  job: EachLocationJob & { readonly keepGoing?: boolean },
): AsyncGenerator<LocationOutcome> {
  let readBefore = 0;
  const count = Math.max(1, job.locations.length);
  const bays = baysByLocation(job.bays ?? (await job.client.listBays(job.signal)).items);
  for (const [step, location] of job.locations.entries()) {
    let read = 0;
    const clock = job.clockOf?.(location.id) ?? { zone: job.zone, site: null };
    try {
      const insights = await computeInsights({
        client: job.client,
        locationId: location.id,
        from: job.from,
        to: job.to,
        zone: clock.zone,
        site: clock.site,
        bays: bays.get(location.id) ?? [],
        filter: job.filter,
        namesHidden: job.namesHidden,
        signal: job.signal,
        onProgress: ({ percent, bookings }) => {
          read = bookings;
          job.onProgress?.({
            percent: ((step + percent / 100) / count) * 100,
            bookings: readBefore + bookings,
          });
        },
      });
      yield { location, insights };
    } catch (error) {
      if (!job.keepGoing || job.signal.aborted) throw error;
      yield { location, error };
    }
    readBefore += read;
  }
}

/** Each location's Insights, in the order given, and the records the API sent unreadable. */
export async function eachLocationInsights(
  job: EachLocationJob,
): Promise<{ entries: LocationInsights[]; dropped: number }> {
  const entries: LocationInsights[] = [];
  let dropped = 0;
  for await (const outcome of countEachLocation(job)) {
    if (!('insights' in outcome)) throw outcome.error;
    const { location, insights } = outcome;
    dropped += insights.unreadableRecords;
    entries.push({ locationId: location.id, locationName: location.name, insights });
  }
  return { entries, dropped };
}
