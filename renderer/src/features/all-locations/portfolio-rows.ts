/** The All locations rows: each location's answer for the period beside its comparison's. Pure. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { comparable } from '#shared/insights/closed-reasons';
import type { DomainShare, LocationRow, RowBasis } from '#shared/insights/location-row';
import type { PortfolioFigures } from '#shared/insights/portfolio';
import type { Location } from '#shared/model';
import type { TargetBand } from '#shared/sites/target-band';

/** One location's row as the All locations table waits for it. */
export interface LocationResult {
  readonly location: Location;
  readonly row: LocationRow | null;
  readonly error: Error | null;
  /** Asked for and not yet answered. */
  readonly fetching: boolean;
  readonly retry: () => void;
}

/** One row of the table: a location, and its figures once they are in. */
export interface PortfolioRow {
  readonly id: string;
  readonly name: string;
  readonly figures: PortfolioFigures | null;
  /** The site's clock the figures were counted on, and the bookings outside its opening hours. */
  readonly basis?: RowBasis | null;
  /** Each e-mail domain's share of the booked hours, the largest first; null until counted. */
  readonly domains?: readonly DomainShare[] | null;
  /** The site's target band, as its settings say now; null without one. */
  readonly target?: TargetBand | null;
  readonly before: PortfolioFigures | null;
  /**
   * False when the period and its comparison are not like with like (one had open time, the other
   * none: a closed Saturday against an open Friday): the row shows no change, and the account's
   * change leaves it out. True without a comparison.
   */
  readonly comparable: boolean;
  readonly error: Error | null;
  readonly fetching: boolean;
  readonly retry: () => void;
}

/**
 * A row per location of the period, with the comparison's figures beside it once in. `targets` is
 * each site's band as the sites list gives it (a band just saved shows at once); a site it does not
 * list has the band its figures were counted with.
 */
export function portfolioRows(
  current: readonly LocationResult[],
  previous: readonly LocationResult[],
  i18n: I18n,
  targets: ReadonlyMap<string, TargetBand | null> = new Map(),
): readonly PortfolioRow[] {
  // Both periods list the same locations in the same order: the comparison's is at the same index.
  return current.map((r, i) => {
    const now = r.row;
    const old = previous[i]?.row;
    return {
      id: r.location.id,
      name: nameOf(r.location, i18n),
      figures: now?.figures ?? null,
      basis: now?.basis ?? null,
      domains: now?.domains ?? null,
      target: targets.has(r.location.id)
        ? (targets.get(r.location.id) ?? null)
        : (now?.basis.site?.target ?? null),
      before: old?.figures ?? null,
      comparable: !now || !old || comparable({ totals: now.figures }, { totals: old.figures }),
      // Only the period's own failure is the row's: a comparison's alone leaves its change blank.
      error: r.error,
      fetching: r.fetching,
      retry: r.retry,
    };
  });
}

/** A location's name as the table writes it. */
export function nameOf(location: Location, i18n: I18n): string {
  return location.name ?? i18n._(msg`Unnamed location`);
}
