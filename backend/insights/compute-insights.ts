/**
 * Insights for a period of any length: the bookings are fetched exactly as the export fetches them
 * (chunks of at most 7 days, at most 4 requests at once, de-duplicated across chunk edges) and each
 * chunk is aggregated as soon as it is read, so a year never sits in memory as bookings.
 */
import { createInsightsAggregator, type InsightsAggregator } from '#shared/insights/aggregate';
import type { Insights } from '#shared/insights/types';
import type { Bay } from '#shared/model';
import { AppFailure } from '#shared/result';
import { periodProblem } from '#shared/scope/period-check';
import type { LocationScope } from '#shared/scope/scope';
import type { SiteClock } from '#shared/sites/site-clock';
import type { LocalDays } from '#shared/time/local-days';
import type { ApiClient } from '../api/client';
import {
  ChunkFailure,
  startPosition,
  streamBookings,
  type StreamPosition,
} from '../bookings/booking-stream';
import { throttleProgress } from '../export/progress';

/** Where Insights stand while they are fetched. */
export interface InsightsCounters {
  /** 0 to 100, by the share of the period's days fetched. */
  readonly percent: number;
  /** Bookings read so far. */
  readonly bookings: number;
}

/** One Insights computation: a scope, read through an account's client. */
export interface InsightsJob extends LocationScope {
  /** The site's zone and opening hours, when its settings give them. */
  readonly site?: SiteClock | null;
  /** The bays list when the caller has it already (one GET /bays for many locations); else fetched. */
  readonly bays?: readonly Bay[];
  /** Whether the account hides names (its domains of fewer than 5 people grouped); absent: hidden. */
  readonly namesHidden?: boolean;
  readonly client: ApiClient;
  readonly signal: AbortSignal;
  /** Called about ten times a second at most, and once at the end with percent 100. */
  readonly onProgress?: (p: InsightsCounters) => void;
}

const cancelled = (): AppFailure => new AppFailure('cancelled', 'Insights were cancelled.');

function daysText({ from, to }: LocalDays): string {
  return from === to ? from : `${from} to ${to}`;
}

/** Insights a failed chunk stopped: the same question asked again goes on from that chunk. */
interface Stopped {
  readonly question: string;
  readonly atMs: number;
  readonly aggregator: InsightsAggregator;
  readonly position: StreamPosition;
}

/** Counted chunks older than this are fetched anew: Try again should not show a stale morning. */
const RESUME_WITHIN_MS = 10 * 60_000;

/** At most one stopped computation per account's client, dropped once asked again. */
const stopped = new WeakMap<ApiClient, Stopped>();

/** Fetches and aggregates; throws AppFailure (cancelled, or the API's precise kinds) on failure. */
export async function computeInsights(job: InsightsJob): Promise<Insights> {
  const { client, signal } = job;
  if (signal.aborted) throw cancelled();
  // The contract's schema and the command line check first; this keeps any other caller honest.
  const problem = periodProblem(job, { insights: true });
  if (problem) throw new AppFailure('invalid-argument', problem);
  const progress = throttleProgress((c: InsightsCounters) => job.onProgress?.(c));
  const question = JSON.stringify([
    job.locationId,
    job.from,
    job.to,
    job.zone,
    job.filter,
    job.site ?? null,
    job.namesHidden ?? true,
  ]);
  // Try again after a failed chunk: the chunks before it are counted already.
  const resumed = stopped.get(client);
  stopped.delete(client);
  let aggregator: InsightsAggregator | null = null;
  let position: StreamPosition | null = null;
  try {
    if (resumed?.question === question && Date.now() - resumed.atMs < RESUME_WITHIN_MS)
      ({ aggregator, position } = resumed);
    else {
      const bays = job.bays ?? (await client.listBays(signal)).items;
      aggregator = createInsightsAggregator({
        locationId: job.locationId,
        from: job.from,
        to: job.to,
        zone: job.zone,
        filter: job.filter,
        bays,
        site: job.site ?? null,
        namesHidden: job.namesHidden ?? true,
      });
      position = startPosition();
    }
    for await (const batch of streamBookings({
      client,
      locationId: job.locationId,
      from: job.from,
      to: job.to,
      zone: job.zone,
      signal,
      position,
      // The aggregation looks bays and people up by object first (shared/insights/aggregate.ts).
      shareNested: true,
    })) {
      aggregator.add(batch.bookings);
      aggregator.addUnreadable(batch.dropped);
      progress.report({ percent: batch.percent, bookings: aggregator.bookingsRead });
    }
    const insights = aggregator.finish();
    progress.report({ percent: 100, bookings: aggregator.bookingsRead }, true);
    return insights;
  } catch (error) {
    if (signal.aborted) throw cancelled();
    // Which days failed, so the manager knows it was one chunk of a long period, not the whole.
    if (error instanceof ChunkFailure) {
      if (aggregator && position)
        stopped.set(client, { question, atMs: Date.now(), aggregator, position });
      throw new AppFailure(
        error.kind,
        `The bookings of ${daysText(error)} could not be fetched. ${error.message}`,
      );
    }
    throw error;
  }
}
