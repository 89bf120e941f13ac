/**
 * One answer per figure: for random bookings, filters and site clocks (opening hours, public holidays
 * and closures, a zone of the site's own), the Timeline's totals bar, Insights, the All locations
 * row, a trend's bucket, the location table's CSV records and its workbook cells give the same
 * bookings count, the same utilisation and the same time outside opening hours, and say the same of
 * a period the site was closed all through.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableRecords } from '../csv/summary-records';
import type { ClosedDay, SiteClock } from '../sites/site-clock';
import { addDays, daysBetween } from '../time/civil';
import type { ZonedDays } from '../time/local-days';
import { hasClosedTime } from '../view/open-time';
import { shownClock } from '../view/shown-clock';
import { buildTimeline } from '../view/rows';
import { shownSegments } from '../view/shown-spans';
import { computeTotals } from '../view/totals';
import { tableCells } from '../xlsx/table-cells';
import { aggregateInsights } from './aggregate';
import { closedPeriodReasons } from './closed-reasons';
import { LOCATION_HEADER, locationTable } from './location-table';
import { portfolioFigures } from './portfolio';
import { utilisationOf } from './ratios';
import {
  BAYS,
  bookingsArb,
  filterArb,
  hoursArb,
  LOCATION,
  periodArb,
  siteZoneArb,
} from './testing/arbitraries';
import { trendFigures } from './trend-figures';

/** Closed days around the period: some of its days, and the days either side. */
function closedArb(period: ZonedDays): fc.Arbitrary<ClosedDay[]> {
  const first = addDays(period.from, -1);
  const days = Array.from({ length: daysBetween(first, period.to) + 2 }, (_, i) =>
    addDays(first, i),
  );
  return fc.subarray(days).chain((dates) =>
    fc.tuple(
      ...dates.map((date) =>
        fc.record({
          date: fc.constant(date),
          kind: fc.constantFrom('holiday' as const, 'closure' as const),
          reason: fc.constantFrom('Spring bank holiday', 'Resurfacing'),
        }),
      ),
    ),
  );
}

/** A site's clock: its zone (often the period's), hours or every hour, and closed days. */
function siteArb(period: ZonedDays): fc.Arbitrary<SiteClock | null> {
  return fc.option(
    fc.record({
      zone: fc.oneof(fc.constant(period.zone), siteZoneArb),
      hours: fc.option(hoursArb, { freq: 4 }),
      closed: closedArb(period),
    }),
    { freq: 5 },
  );
}

const column = (name: (typeof LOCATION_HEADER)[number]) => LOCATION_HEADER.indexOf(name);

describe('every view, file and command gives one answer per figure', () => {
  it('agrees on bookings, utilisation, outside time and closed periods, on any site clock', () => {
    fc.assert(
      fc.property(
        periodArb.chain((p) => fc.tuple(fc.constant(p), bookingsArb(p), filterArb, siteArb(p))),
        ([period, bookings, filter, site]) => {
          // The Timeline and Table, as the renderer builds their bar.
          const segments = shownSegments(period, filter.timeOfDay);
          const shown = shownClock(site, period, filter.timeOfDay);
          const model = buildTimeline({
            bays: BAYS,
            bookings,
            locationId: LOCATION.id,
            filter: { tags: filter.tags, search: filter.search ?? '' },
            segments,
          });
          const bar = computeTotals(model.bayRows, segments, shown.open);
          // Insights, and what is made of them.
          const insights = aggregateInsights(
            { locationId: LOCATION.id, ...period, filter, bays: BAYS, site },
            bookings,
          );
          const row = portfolioFigures(insights);
          const trend = trendFigures(insights);
          const table = locationTable([
            { locationId: LOCATION.id, locationName: LOCATION.name, insights },
          ]);
          const csv = tableRecords(table).rows[0] as string[];
          const cells = tableCells(table)[0] ?? [];

          const u = utilisationOf(insights.totals);
          expect(bar.bookings).toBe(insights.totals.bookings);
          expect(row.bookings).toBe(bar.bookings);
          expect(trend.bookings).toBe(bar.bookings);
          expect(csv[column('bookings')]).toBe(String(bar.bookings));
          expect(cells[column('bookings')]).toEqual({ kind: 'integer', value: bar.bookings });

          expect(bar.bookedMs).toBe(insights.totals.bookedMs);
          expect(bar.occupiedMs).toBe(insights.totals.occupiedMs);
          expect(bar.capacityMs).toBe(insights.totals.availableMs);
          expect(bar.utilisation).toBe(u);
          expect(row.utilisation).toBe(u);
          expect(trend.utilisation).toBe(u);
          expect(csv[column('utilisation')]).toBe(u === null ? '' : u.toFixed(4));

          const outside = hasClosedTime(site) ? bar.outside : { bookings: 0, ms: 0 };
          expect(outside).toEqual(insights.outsideOpening);
          expect(csv[column('outside_hours_minutes')]).toBe(
            String(Math.round(insights.outsideOpening.ms / 60_000)),
          );

          // Closed all through: the bar says so with the reasons Insights and All locations give.
          const closed = shown.closedPeriod;
          if (model.bayRows.length > 0) {
            expect(closed).toEqual(closedPeriodReasons(insights));
            expect(row.closed).toEqual(closed);
          }
        },
      ),
      {
        numRuns: 400,
        examples: [
          // Once found: a time of day inside New York's spring-forward hour, at a site open every
          // hour on its own clock; Insights called the period closed on a Sunday.
          [
            [
              { zone: 'America/New_York', from: '2026-03-08', to: '2026-03-08' },
              [],
              { tags: null, search: null, timeOfDay: { startMinute: 120, endMinute: 180 } },
              { zone: 'Europe/London', hours: null, closed: [] },
            ],
          ],
        ],
      },
    );
  });
});
