import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createExportPredicate } from '../export/export-predicate';
import { BAYS, bookingsArb, filterArb, LOCATION, periodArb } from '../insights/testing/arbitraries';
import { buildTimeline } from '../view/rows';
import { daysSpan, overlapsSegments, shownSegments } from '../view/shown-spans';
import { indexRows } from './bay-index';
import { FilterRules } from './filter-rules';

describe('the export keeps exactly the bookings the timeline shows', () => {
  it('for any bookings, bays (some of another location, some unlisted) and filter', () => {
    fc.assert(
      fc.property(
        periodArb.chain((p) => fc.tuple(fc.constant(p), bookingsArb(p), filterArb)),
        ([period, bookings, filter]) => {
          // What the API answers for the days: bookings overlapping them.
          const span = daysSpan(period);
          const fetched = bookings.filter((b) => overlapsSegments([span], b.startMs, b.endMs));
          const segments = shownSegments(period, filter.timeOfDay);
          const shown = buildTimeline({
            bays: BAYS,
            bookings: fetched,
            locationId: LOCATION.id,
            filter,
            segments,
          }).bayRows.flatMap((r) => r.row.bookings.map((b) => b.id));
          // As backend/reports/export-csv.ts builds it, from the account's whole bays list.
          const keep = createExportPredicate(
            { locationId: LOCATION.id, ...period, zone: period.zone, filter },
            indexRows({ bays: BAYS, locationId: LOCATION.id, rules: new FilterRules(filter) }),
          );
          expect(fetched.filter(keep).map((b) => b.id)).toEqual(
            fetched.map((b) => b.id).filter((id) => shown.includes(id)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
