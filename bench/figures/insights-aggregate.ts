/**
 * insights_aggregate_rows_per_s: the Insights aggregation alone, on a year of the biggest location's
 * bookings already in memory, fed in the chunks the backend's fetch yields them in.
 */
import { createApiClient } from '../../backend/api/client';
import { streamBookings } from '../../backend/bookings/booking-stream';
import type { DemoServer } from '../../demo-api/server';
import { createInsightsAggregator, type InsightsScope } from '#shared/insights/aggregate';
import type { Booking } from '#shared/model';
import type { ZonedDays } from '#shared/time/local-days';
import { figure, type Figure } from '../lib/figure';

/** What to aggregate. */
export interface InsightsFigureOptions extends ZonedDays {
  readonly server: DemoServer;
  readonly locationId: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

function aggregateOnce(scope: InsightsScope, batches: readonly (readonly Booking[])[]): number {
  const aggregator = createInsightsAggregator(scope);
  for (const batch of batches) aggregator.add(batch);
  return aggregator.finish().totals.bookings;
}

/** Fetches the year once, then times the aggregation `runs` times after a warm-up. */
export async function insightsAggregateFigures(options: InsightsFigureOptions): Promise<Figure[]> {
  const client = createApiClient({ host: options.server.host, apiKey: options.server.apiKey });
  const { items: bays } = await client.listBays();
  const batches: Booking[][] = [];
  for await (const batch of streamBookings({
    client,
    locationId: options.locationId,
    from: options.from,
    to: options.to,
    zone: options.zone,
    signal: new AbortController().signal,
    // As computeInsights reads them.
    shareNested: true,
  }))
    batches.push([...batch.bookings]);
  const rows = batches.reduce((n, b) => n + b.length, 0);
  options.log(`Aggregating ${rows.toLocaleString('en')} bookings in ${batches.length} chunks…`);
  const scope: InsightsScope = {
    locationId: options.locationId,
    from: options.from,
    to: options.to,
    zone: options.zone,
    filter: { tags: null, search: null, timeOfDay: null },
    bays,
  };
  const counted = aggregateOnce(scope, batches);
  const runs: number[] = [];
  for (let r = 0; r < options.runs; r++) {
    const t0 = performance.now();
    aggregateOnce(scope, batches);
    runs.push((rows / (performance.now() - t0)) * 1000);
  }
  return [
    figure(
      'insights_aggregate_rows_per_s',
      '/s',
      runs,
      { kind: 'at-least', value: 2_000_000 },
      '≥ 2,000,000',
      { bookings: rows, counted, chunks: batches.length, from: options.from, to: options.to },
    ),
  ];
}
