/** The All locations totals row, over the locations counted so far. Pure. */
import { portfolioTotals, type PortfolioFigures } from '#shared/insights/portfolio';
import type { PortfolioRow } from './portfolio-rows';

/** The account's totals, and the comparison's beside them when they can be set side by side. */
export interface AccountTotals {
  /** How many locations have their figures in. */
  readonly counted: number;
  readonly totals: PortfolioFigures;
  /** Null unless comparing and every counted location has its comparison too. */
  readonly totalsBefore: PortfolioFigures | null;
}

/** The totals of the rows whose figures are in, and of their comparison once it is complete. */
export function accountTotals(rows: readonly PortfolioRow[], comparing: boolean): AccountTotals {
  const known = rows.flatMap((r) => (r.figures ? [r.figures] : []));
  const knownBefore = rows.flatMap((r) => (r.before ? [r.before] : []));
  return {
    counted: known.length,
    totals: portfolioTotals(known),
    // A change against fewer locations than the period's would compare unlike totals.
    totalsBefore:
      comparing && knownBefore.length === known.length ? portfolioTotals(knownBefore) : null,
  };
}
