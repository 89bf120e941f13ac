/**
 * One site's forecast: its history (the back-test's weeks and the weeks learnt from) and the weeks
 * ahead fetched once, as one window, as the export fetches (chunks of at most 7 days, 4 requests at
 * once, de-duplicated), each chunk routed to its days as soon as it is read.
 */
import { createSiteForecaster } from '#shared/forecast/site-forecaster';
import { windowFirstDay } from '#shared/forecast/forecast-calendar';
import type { SiteForecast } from '#shared/forecast/types';
import { AppFailure } from '#shared/result';
import type { LocationClock } from '#shared/sites/site-clock';
import { addDays } from '#shared/time/civil';
import type { ApiClient } from '../api/client';
import { ChunkFailure, streamBookings } from '../bookings/booking-stream';
import type { NamedLocation } from '../insights/each-location';

/** The days of one forecast, the same for every site. */
export interface ForecastDays {
  /** The first day ahead, YYYY-MM-DD. */
  readonly from: string;
  readonly weeks: number;
  readonly historyWeeks: number;
}

/** One site to forecast. */
export interface SiteWindowJob extends ForecastDays {
  readonly client: ApiClient;
  readonly location: NamedLocation;
  readonly clock: LocationClock;
  readonly listedBayIds: readonly string[];
  readonly signal: AbortSignal;
  /** percent of this site's window fetched; bookings read so far at this site. */
  readonly onProgress: (percent: number, bookings: number) => void;
}

/** The site's forecast and the records the API sent unreadable; throws AppFailure naming the site. */
export async function forecastSiteWindow(
  job: SiteWindowJob,
): Promise<{ forecast: SiteForecast; unreadable: number }> {
  const { location, clock } = job;
  const forecaster = createSiteForecaster({
    locationId: location.id,
    name: location.name,
    zone: clock.zone,
    site: clock.site,
    from: job.from,
    weeks: job.weeks,
    historyWeeks: job.historyWeeks,
    listedBayIds: job.listedBayIds,
  });
  let unreadable = 0;
  let read = 0;
  try {
    for await (const batch of streamBookings({
      client: job.client,
      locationId: location.id,
      from: windowFirstDay(job.from, job.historyWeeks),
      to: addDays(job.from, job.weeks * 7 - 1),
      zone: clock.zone,
      signal: job.signal,
      shareNested: true,
    })) {
      forecaster.add(batch.bookings);
      unreadable += batch.dropped;
      read += batch.bookings.length;
      job.onProgress(batch.percent, read);
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
  return { forecast: forecaster.finish(), unreadable };
}
