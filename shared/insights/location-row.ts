/**
 * One location's All locations row, as the backend counts it once for the app, the report and the
 * command line: the table's figures and the basis they were counted on, never a whole Insights.
 */
import type { Result } from '../result';
import type { DomainName } from './domain-figures';
import { portfolioFigures, type PortfolioFigures } from './portfolio';
import type { Insights } from './types';

/** The site's clock a row was counted on, its days, and the bookings outside its opening hours. */
export type RowBasis = Pick<Insights, 'site' | 'zone' | 'outsideOpening' | 'from' | 'to'>;

/** A domain's share of a site's booked hours (Insights.domains), for the Main domains column. */
export interface DomainShare {
  readonly name: DomainName;
  /** Of all the site's booked time; null when none was booked. */
  readonly share: number | null;
}

/** A location's figures for one period and the basis they were counted on. */
export interface LocationRow {
  readonly figures: PortfolioFigures;
  readonly basis: RowBasis;
  /** Every domain's share, the largest first; small domains grouped as Insights groups them. */
  readonly domains: readonly DomainShare[];
}

/** A location's row, or why it could not be counted (the other locations are counted all the same). */
export interface LocationRowResult {
  readonly locationId: string;
  readonly result: Result<LocationRow>;
}

/** The row of a location's Insights. */
export function locationRow(insights: Insights): LocationRow {
  const { site, zone, outsideOpening, from, to } = insights;
  return {
    figures: portfolioFigures(insights),
    basis: { site, zone, outsideOpening, from, to },
    // The domains' names and shares only: their people and bookings stay with Insights.
    domains: insights.domains.map((d) => ({ name: d.name, share: d.shareOfBookedTime })),
  };
}
