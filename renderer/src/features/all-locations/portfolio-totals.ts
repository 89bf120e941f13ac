/** The All locations totals row, over the locations counted so far. Pure. */
import { portfolioTotals, type PortfolioFigures } from '#shared/insights/portfolio';
import type { PortfolioRow } from './portfolio-rows';

/**
 * The account's change against the comparison: the totals of the locations comparable in both
 * periods, each period's (`left` says how many were left out, closed in one period and open in the
 * other), or none at all when no location is comparable.
 */
export type TotalsComparison =
  | {
      readonly kind: 'compared';
      readonly now: PortfolioFigures;
      readonly before: PortfolioFigures;
      /** Locations left out: one of their periods had open time, the other none. */
      readonly left: number;
    }
  | { readonly kind: 'not-compared' };

/** The account's totals, and their change against the comparison when it can be given. */
export interface AccountTotals {
  /** How many locations have their figures in. */
  readonly counted: number;
  readonly totals: PortfolioFigures;
  /** Null unless comparing and every counted location has its comparison too. */
  readonly comparison: TotalsComparison | null;
}

/** The totals of the rows whose figures are in, and of their comparison once it is complete. */
export function accountTotals(rows: readonly PortfolioRow[], comparing: boolean): AccountTotals {
  const known = rows.filter((r) => r.figures !== null);
  const totals = portfolioTotals(known.map((r) => r.figures as PortfolioFigures));
  // A change against fewer locations than the period's would compare unlike totals.
  const complete = comparing && known.every((r) => r.before !== null);
  return { counted: known.length, totals, comparison: complete ? compared(known) : null };
}

/**
 * Like with like: the locations whose two periods can be set side by side, summed in each. A site
 * closed on the Saturday and open on the Friday would otherwise read as a fall in the account's use.
 */
function compared(known: readonly PortfolioRow[]): TotalsComparison {
  const alike = known.filter((r) => r.comparable);
  if (known.length > 0 && alike.length === 0) return { kind: 'not-compared' };
  return {
    kind: 'compared',
    now: portfolioTotals(alike.map((r) => r.figures as PortfolioFigures)),
    before: portfolioTotals(alike.map((r) => r.before as PortfolioFigures)),
    left: known.length - alike.length,
  };
}
