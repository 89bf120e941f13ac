/**
 * The weeks ahead of one site or many: each site's window fetched once (site-window.ts), the sites one
 * after another, each with the export's 4 requests at once, so together they never ask the API more
 * than one export does; the bays list read once for them all. A site that fails is reported with its
 * error and the next one forecast; a cancel ends the whole job.
 */
import type { Forecast, SiteForecast, SiteForecastResult } from '#shared/forecast/types';
import type { Bay } from '#shared/model';
import { AppFailure, fail, ok, toAppError } from '#shared/result';
import type { ClockOf } from '#shared/sites/site-clock';
import { addDays } from '#shared/time/civil';
import type { ApiClient } from '../api/client';
import { throttleProgress } from '../export/progress';
import type { NamedLocation } from '../insights/each-location';
import { type ForecastDays, forecastSiteWindow } from './site-window';

/** What a forecast reports: percent over every site; bookings read over all of them. */
export interface ForecastCounters {
  readonly percent: number;
  readonly bookings: number;
}

/** The sites and days of one forecast. */
export interface ForecastJob extends ForecastDays {
  readonly client: ApiClient;
  /** The sites, in the order of the result; a site listed twice is forecast once. */
  readonly locations: readonly NamedLocation[];
  /** The zone of a site without settings (and of every site without site time). */
  readonly zone: string;
  readonly clockOf?: ClockOf;
  /** The account's bays list when the caller has it already (a report's other figures); else fetched once. */
  readonly bays?: readonly Bay[];
  readonly signal: AbortSignal;
  /** About ten times a second at most, and once at the end with percent 100. */
  readonly onProgress?: (p: ForecastCounters) => void;
}

const cancelled = (): AppFailure => new AppFailure('cancelled', 'The forecast was cancelled.');

/** Each location's listed bay ids. */
function bayIdsByLocation(bays: readonly Bay[]): ReadonlyMap<string, string[]> {
  const byLocation = new Map<string, string[]>();
  for (const bay of bays) {
    const id = bay.location?.id;
    if (id === undefined) continue;
    const list = byLocation.get(id);
    if (list) list.push(bay.id);
    else byLocation.set(id, [bay.id]);
  }
  return byLocation;
}

/** Every site's forecast, in order; throws AppFailure on a cancel or when the bays list fails. */
export async function computeForecast(job: ForecastJob): Promise<Forecast> {
  const { client, signal } = job;
  if (signal.aborted) throw cancelled();
  const seen = new Set<string>();
  const sites = job.locations.filter((l) => !seen.has(l.id) && seen.add(l.id));
  const progress = throttleProgress((c: ForecastCounters) => job.onProgress?.(c));
  const count = Math.max(1, sites.length);
  const results: SiteForecastResult[] = [];
  let readBefore = 0;
  let unreadableRecords = 0;
  try {
    const bays = bayIdsByLocation(job.bays ?? (await client.listBays(signal)).items);
    for (const [step, location] of sites.entries()) {
      let read = 0;
      try {
        const { forecast, unreadable } = await forecastSiteWindow({
          client,
          from: job.from,
          weeks: job.weeks,
          historyWeeks: job.historyWeeks,
          location,
          clock: job.clockOf?.(location.id) ?? { zone: job.zone, site: null },
          listedBayIds: bays.get(location.id) ?? [],
          signal,
          onProgress: (percent, bookings) => {
            read = bookings;
            progress.report({
              percent: ((step + percent / 100) / count) * 100,
              bookings: readBefore + bookings,
            });
          },
        });
        unreadableRecords += unreadable;
        results.push({ locationId: location.id, result: ok(forecast) });
      } catch (error) {
        if (signal.aborted) throw error;
        const { kind, message } = toAppError(error);
        results.push({ locationId: location.id, result: fail(kind, message) });
      }
      readBefore += read;
    }
  } catch (error) {
    if (signal.aborted) throw cancelled();
    throw error;
  }
  progress.report({ percent: 100, bookings: readBefore }, true);
  return {
    from: job.from,
    to: addDays(job.from, job.weeks * 7 - 1),
    historyWeeks: job.historyWeeks,
    sites: results,
    unreadableRecords,
  };
}

/**
 * Every site's forecast, or an AppFailure naming the first site that could not be read: a file of
 * the other sites alone would pass for the whole company.
 */
export function everySiteForecast(
  forecast: Forecast,
  locations: readonly NamedLocation[],
): SiteForecast[] {
  return forecast.sites.map(({ locationId, result }) => {
    if (result.ok) return result.value;
    const name = locations.find((l) => l.id === locationId)?.name ?? locationId;
    throw new AppFailure(
      result.error.kind,
      `${name} could not be forecast. ${result.error.message}`,
    );
  });
}
