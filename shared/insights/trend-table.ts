/**
 * The trend report (`insights --by month|week`): a row per site and month (or week), its figures,
 * its basis, and its change against the bucket before and the bucket a year before, as a summary
 * table the CSV writer and the workbook both write (docs/file-formats.md#trends). A bucket with no
 * data (before the site's first booking) has empty figures and changes, and `data` none; one the
 * site was closed all through says why in `closed`, and has no change against an open one.
 */
import { daysKey, hoursKey } from '../sites/hours-text';
import { ALWAYS_OPEN } from '../sites/opening-hours';
import { closedReasonsText } from './closed-reasons';
import type { SummaryColumnKind, SummaryTable, SummaryValue } from './summary-table';
import type { SiteTrend, TrendBucket, TrendChange } from './trend-types';

/** The change columns' figures, each with its kind; suffixed `_change` and `_change_year`. */
const CHANGED = [
  ['bookings', 'integer'],
  ['booked_minutes', 'integer'],
  ['utilisation', 'ratio'],
  ['peak_bays_in_use', 'integer'],
  ['bays_needed_p95', 'integer'],
] as const satisfies readonly (readonly [string, SummaryColumnKind])[];

/** The `data` column's values: whether the API holds any booking by the bucket's end. */
export const TREND_DATA = { yes: 'yes', none: 'none' } as const;

/** The columns, in file order; `data` and `closed` last, after the columns files had before them. */
export const TREND_HEADER: readonly string[] = [
  'location',
  'from',
  'to',
  'bays',
  'bookings',
  'booked_minutes',
  'occupied_minutes',
  'available_minutes',
  'utilisation',
  'peak_bays_in_use',
  'bays_needed_p95',
  'spare_bays',
  'zone',
  'open_days',
  'open_hours',
  ...CHANGED.map(([name]) => `${name}_change`),
  ...CHANGED.map(([name]) => `${name}_change_year`),
  'data',
  // Why the site had no open time all through the bucket; empty when some of it was open.
  'closed',
];

const KINDS: readonly SummaryColumnKind[] = [
  ...(['text', 'text', 'text'] as const),
  ...(['integer', 'integer', 'integer', 'integer', 'integer'] as const),
  'ratio',
  ...(['integer', 'integer', 'integer'] as const),
  ...(['text', 'text', 'text'] as const),
  ...CHANGED.map(([, kind]) => kind),
  ...CHANGED.map(([, kind]) => kind),
  'text',
  'text',
];

/** Whole minutes, rounded down from the summed milliseconds, as every summary writes them. */
const minutesOf = (ms: number): number => Math.floor(ms / 60_000);

/** A change's cells; booked minutes as this bucket's minus the other's, so the columns add up. */
function changeCells(bucket: TrendBucket, c: TrendChange | null): SummaryValue[] {
  if (!c) return CHANGED.map(() => null);
  const minutes = minutesOf(bucket.bookedMs) - minutesOf(bucket.bookedMs - c.bookedMs);
  return [c.bookings, minutes, c.utilisation, c.peak, c.baysNeeded];
}

/**
 * A bucket's figures, bays to spare bays; empty but for the bays when it has no data, since its
 * zeros are the API's silence, not a site unused.
 */
function figureCells(b: TrendBucket): SummaryValue[] {
  if (b.noData) return [b.bays, ...Array<SummaryValue>(8).fill(null)];
  return [
    b.bays,
    b.bookings,
    minutesOf(b.bookedMs),
    minutesOf(b.occupiedMs),
    minutesOf(b.availableMs),
    b.utilisation,
    b.peak,
    b.baysNeeded,
    b.spareBays,
  ];
}

/** Every site's buckets, site by site in the order given, each site's oldest first. */
export function trendTable(sites: readonly SiteTrend[]): SummaryTable {
  const rows: SummaryValue[][] = [];
  const keys: string[] = [];
  for (const site of sites) {
    const hours = site.basis.site?.hours ?? ALWAYS_OPEN;
    for (const b of site.buckets) {
      keys.push(`${site.locationId}:${b.from}`);
      rows.push([
        site.name,
        b.from,
        b.to,
        ...figureCells(b),
        site.basis.zone,
        daysKey(hours),
        hoursKey(hours),
        ...changeCells(b, b.previous),
        ...changeCells(b, b.yearBefore),
        b.noData ? TREND_DATA.none : TREND_DATA.yes,
        closedReasonsText(b.closed ?? null),
      ]);
    }
  }
  return { header: TREND_HEADER, kinds: KINDS, rows, keys };
}
