/**
 * One location's All locations row, as the backend counts it once for the app, the report and the
 * command line: the table's figures and the basis they were counted on, never a whole Insights.
 */
import type { Result } from '../result';
import { portfolioFigures, type PortfolioFigures } from './portfolio';
import type { Insights } from './types';

/** The site's clock a row was counted on, its days, and the bookings outside its opening hours. */
export type RowBasis = Pick<Insights, 'site' | 'zone' | 'outsideOpening' | 'from' | 'to'>;

/** A location's figures for one period and the basis they were counted on. */
export interface LocationRow {
  readonly figures: PortfolioFigures;
  readonly basis: RowBasis;
}

/** A location's row, or why it could not be counted (the other locations are counted all the same). */
export interface LocationRowResult {
  readonly locationId: string;
  readonly result: Result<LocationRow>;
}

/** The row of a location's Insights. */
export function locationRow(insights: Insights): LocationRow {
  const { site, zone, outsideOpening, from, to } = insights;
  return { figures: portfolioFigures(insights), basis: { site, zone, outsideOpening, from, to } };
}
