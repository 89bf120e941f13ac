/**
 * Trends of one or many sites: each site's period fetched once (site-trend.ts), the sites one after
 * another, each with the export's 4 requests at once, so together they never ask the API more than
 * one export does; the bays list read once for them all.
 */
import type { BookingFilter } from '#shared/contract';
import type { Bay } from '#shared/model';
import { trendPeriodProblem } from '#shared/insights/trend-period';
import type { SiteTrend, TrendUnit } from '#shared/insights/trend-types';
import { AppFailure } from '#shared/result';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ZonedDays } from '#shared/time/local-days';
import type { ApiClient } from '../api/client';
import { throttleProgress } from '../export/progress';
import type { NamedLocation } from './each-location';
import { computeSiteTrend } from './site-trend';

/** What a trend computation reports: percent over every site; bookings read over all of them. */
export interface TrendCounters {
  readonly percent: number;
  readonly bookings: number;
}

/** The sites, unit, days and filter of one trend computation. */
export interface TrendsJob extends ZonedDays {
  readonly client: ApiClient;
  readonly unit: TrendUnit;
  /** The sites, in the order of the result; a site listed twice is counted once. */
  readonly locations: readonly NamedLocation[];
  readonly filter: BookingFilter;
  /** The account's bays list when the caller has it already (a report's other figures); else fetched once. */
  readonly bays?: readonly Bay[];
  /** Each site's zone and site clock; default the job's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  readonly signal: AbortSignal;
  /** About ten times a second at most, and once at the end with percent 100. */
  readonly onProgress?: (p: TrendCounters) => void;
}

const cancelled = (): AppFailure => new AppFailure('cancelled', 'Trends were cancelled.');

/** The sites once each, in their first place. */
function distinct(locations: readonly NamedLocation[]): NamedLocation[] {
  const seen = new Set<string>();
  return locations.filter((l) => !seen.has(l.id) && seen.add(l.id));
}

/** Each site's trend, in order; throws AppFailure (cancelled, or the API's precise kinds). */
export async function computeTrends(job: TrendsJob): Promise<SiteTrend[]> {
  const { client, signal } = job;
  if (signal.aborted) throw cancelled();
  // The contract's schema checks first; this keeps any other caller honest.
  const problem = trendPeriodProblem(job.unit, job);
  if (problem) throw new AppFailure('invalid-argument', problem);
  const sites = distinct(job.locations);
  const progress = throttleProgress((c: TrendCounters) => job.onProgress?.(c));
  const count = Math.max(1, sites.length);
  const trends: SiteTrend[] = [];
  let readBefore = 0;
  try {
    const bays = job.bays ?? (await client.listBays(signal)).items;
    for (const [step, location] of sites.entries()) {
      let read = 0;
      trends.push(
        await computeSiteTrend({
          client,
          unit: job.unit,
          from: job.from,
          to: job.to,
          location,
          clock: job.clockOf?.(location.id) ?? { zone: job.zone, site: null },
          filter: job.filter,
          bays,
          signal,
          onProgress: (percent, bookings) => {
            read = bookings;
            progress.report({
              percent: ((step + percent / 100) / count) * 100,
              bookings: readBefore + bookings,
            });
          },
        }),
      );
      readBefore += read;
    }
  } catch (error) {
    if (signal.aborted) throw cancelled();
    throw error;
  }
  progress.report({ percent: 100, bookings: readBefore }, true);
  return trends;
}
