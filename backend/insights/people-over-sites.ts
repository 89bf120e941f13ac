/**
 * People across sites: each location's bookings read in turn (as All locations reads them, the
 * export's 4 requests at once), each on its own site's clock, and every person counted over them all.
 */
import type { Booking } from '#shared/model';
import {
  PeopleCounter,
  type PeopleFilter,
  type PeopleSite,
  type PersonFigures,
} from '#shared/insights/person-figures';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ZonedDays } from '#shared/time/local-days';
import type { ApiClient } from '../api/client';
import { streamBookings } from '../bookings/booking-stream';
import { throttleProgress } from '../export/progress';
import type { NamedLocation } from './each-location';

/** The days, locations and people to count, and what to report as it goes. */
export interface PeopleJob extends ZonedDays {
  readonly client: ApiClient;
  readonly locations: readonly NamedLocation[];
  readonly filter: PeopleFilter;
  /** Each location's zone and site clock; default the job's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  readonly signal: AbortSignal;
  readonly onProgress?: (p: { readonly percent: number; readonly bookings: number }) => void;
}

/** What was counted: every person, and the records the API sent unreadable. */
export interface PeopleCount {
  readonly people: readonly PersonFigures[];
  readonly unreadableRecords: number;
}

/** Counts the people of every location given, one location after another. */
export async function countPeople(job: PeopleJob): Promise<PeopleCount> {
  const counter = new PeopleCounter(job.filter);
  const { unreadableRecords } = await readEverySite(job, (site) => counter.site(site));
  return { people: counter.finish(), unreadableRecords };
}

/**
 * Reads every location's bookings of the period, one location after another, handing each site's
 * batches to the adder made for it (on its own clock); returns the records the API sent unreadable.
 */
export async function readEverySite(
  job: Omit<PeopleJob, 'filter'>,
  adderFor: (site: PeopleSite) => (bookings: readonly Booking[]) => void,
): Promise<{ readonly unreadableRecords: number }> {
  const progress = throttleProgress((p: { percent: number; bookings: number }) =>
    job.onProgress?.(p),
  );
  const count = Math.max(1, job.locations.length);
  let read = 0;
  let unreadable = 0;
  for (const [step, location] of job.locations.entries()) {
    const clock = job.clockOf?.(location.id) ?? { zone: job.zone, site: null };
    const add = adderFor({
      locationId: location.id,
      zone: clock.zone,
      site: clock.site,
      from: job.from,
      to: job.to,
    });
    for await (const batch of streamBookings({
      client: job.client,
      locationId: location.id,
      from: job.from,
      to: job.to,
      zone: clock.zone,
      signal: job.signal,
    })) {
      add(batch.bookings);
      read += batch.bookings.length;
      unreadable += batch.dropped;
      progress.report({ percent: ((step + batch.percent / 100) / count) * 100, bookings: read });
    }
  }
  progress.report({ percent: 100, bookings: read }, true);
  return { unreadableRecords: unreadable };
}
