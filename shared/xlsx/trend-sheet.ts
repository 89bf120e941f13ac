/**
 * The All locations report's Trend sheet: each site's utilisation month by month, a site per row
 * and a month per column (12 columns print across one landscape page and read left to right), with
 * the company's month below them all. A month before a site's first booking says "No data", never
 * 0%, and is left out of the company's month.
 */
import { trendBuckets } from '../insights/trend-period';
import type { SiteTrend } from '../insights/trend-types';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import type { LocalDays } from '../time/local-days';
import { monthOf } from '../time/period';
import type { XlsxCell } from './cell';
import { figureCell, textCell } from './figure-cells';

/** How many months the Trend sheet shows. */
export const TREND_MONTHS = 12;

/** The 12 whole months ending with the month of the report's last day. */
export function trendMonths(reportTo: string): LocalDays {
  return { from: monthOf(reportTo, TREND_MONTHS - 1).from, to: monthOf(reportTo, 0).to };
}

/** "Utilisation Mar 2025": a month's column, its words wrapping over two lines. */
function monthTitle(month: LocalDays, words: ReportWords): string {
  return words.figures.utilisationIn(Number(month.from.slice(5, 7)) - 1, month.from.slice(0, 4));
}

/**
 * The header and rows: each site's utilisation per month (empty for a month without open time, "No
 * data" before its first booking), then the company's (Σ occupied ÷ Σ available of the month over
 * the sites with data; "No data" when none has).
 */
export function trendSheet(
  sites: readonly SiteTrend[],
  period: LocalDays,
  words: ReportWords = ENGLISH,
): { readonly header: string[]; readonly rows: XlsxCell[][] } {
  const months = trendBuckets('month', period);
  const occupied = months.map(() => 0);
  const available = months.map(() => 0);
  // Whether a site has data for the month, and whether one has none: the company's month is "no
  // data" only when some site is and none has data.
  const known = months.map(() => false);
  const unknown = months.map(() => false);
  const noData = textCell(words.figures.noData);
  const rows: XlsxCell[][] = sites.map((site) => {
    const byMonth = new Map(site.buckets.map((b) => [b.from, b]));
    return [
      textCell(site.name),
      ...months.map((month, i) => {
        const bucket = byMonth.get(month.from);
        // Its open time is not unused time: left out, so it does not lower the company's month.
        if (bucket?.noData) {
          unknown[i] = true;
          return noData;
        }
        if (bucket) known[i] = true;
        occupied[i] = (occupied[i] ?? 0) + (bucket?.occupiedMs ?? 0);
        available[i] = (available[i] ?? 0) + (bucket?.availableMs ?? 0);
        return figureCell(bucket?.utilisation, 'share');
      }),
    ];
  });
  rows.push([
    textCell(words.scope.allLocations),
    ...months.map((_, i) => {
      if (unknown[i] && !known[i]) return noData;
      const open = available[i] ?? 0;
      return figureCell(open > 0 ? (occupied[i] ?? 0) / open : null, 'share');
    }),
  ]);
  return {
    header: [words.figures.location, ...months.map((m) => monthTitle(m, words))],
    rows,
  };
}
