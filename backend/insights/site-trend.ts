/**
 * One site's trend: its bookings over the whole period fetched once, as the export fetches them
 * (chunks of at most 7 days, 4 requests at once, de-duplicated), each chunk routed to the months or
 * weeks it overlaps as soon as it is read (shared/insights/trends-aggregate.ts).
 */
import type { Bay } from '#shared/model';
import type { BookingFilter } from '#shared/contract';
import { createTrendAggregator } from '#shared/insights/trends-aggregate';
import type { SiteTrend, TrendUnit } from '#shared/insights/trend-types';
import { AppFailure } from '#shared/result';
import type { LocationClock } from '#shared/sites/site-clock';
import type { LocalDays } from '#shared/time/local-days';
import type { ApiClient } from '../api/client';
import { ChunkFailure, streamBookings } from '../bookings/booking-stream';
import type { NamedLocation } from './each-location';

/** One site's trend to compute. */
export interface SiteTrendJob extends LocalDays {
  readonly client: ApiClient;
  readonly unit: TrendUnit;
  readonly location: NamedLocation;
  readonly clock: LocationClock;
  readonly filter: BookingFilter;
  /** The account's bays list, read once for every site. */
  readonly bays: readonly Bay[];
  readonly signal: AbortSignal;
  /** percent of this site's days fetched; bookings read so far at this site. */
  readonly onProgress: (percent: number, bookings: number) => void;
}

/** Fetches and aggregates; throws AppFailure (the API's precise kinds, naming the site and days). */
export async function computeSiteTrend(job: SiteTrendJob): Promise<SiteTrend> {
  const { location, clock } = job;
  const aggregator = createTrendAggregator({
    unit: job.unit,
    locationId: location.id,
    from: job.from,
    to: job.to,
    zone: clock.zone,
    filter: job.filter,
    bays: job.bays,
    site: clock.site,
  });
  let unreadable = 0;
  try {
    for await (const batch of streamBookings({
      client: job.client,
      locationId: location.id,
      from: job.from,
      to: job.to,
      zone: clock.zone,
      signal: job.signal,
      // The aggregation looks bays and people up by object first (shared/insights/aggregate.ts).
      shareNested: true,
    })) {
      aggregator.add(batch.bookings);
      unreadable += batch.dropped;
      job.onProgress(batch.percent, aggregator.bookingsRead);
    }
  } catch (error) {
    // Which site and days failed, so the manager knows it was one chunk of one site.
    if (error instanceof ChunkFailure && !job.signal.aborted)
      throw new AppFailure(
        error.kind,
        `The bookings of ${location.name} for ${error.from} to ${error.to} could not be fetched. ${error.message}`,
      );
    throw error;
  }
  return {
    locationId: location.id,
    name: location.name,
    basis: clock,
    buckets: aggregator.finish(),
    unreadableRecords: unreadable,
  };
}
