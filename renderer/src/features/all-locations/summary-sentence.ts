/** The sentence above the All locations table. Pure. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PortfolioFigures } from '#shared/insights/portfolio';
import { busiestAndQuietest, type Rankable } from './portfolio-ranking';

/** The numbers the sentence writes, in the user's locale (the Insights formatters fit). */
export interface SummaryFormat {
  formatCount(n: number): string;
  formatPercent(ratio: number | null, digits?: 0 | 1): string;
}

/** The share of the time the bays needed cover (shared/insights: the 95th percentile). */
const NEEDED_SHARE = 0.95;

/** Locations counted, bays, utilisation, busiest and quietest, bays needed; '' until one is in. */
export function summarySentence(
  rows: readonly Rankable[],
  totals: Pick<PortfolioFigures, 'bays' | 'utilisation' | 'baysNeeded' | 'spareBays'>,
  counted: number,
  format: SummaryFormat,
  i18n: I18n,
): string {
  if (counted === 0) return '';
  const { formatCount: count, formatPercent: percent } = format;
  const locations = rows.length;
  const [done, all] = [count(counted), count(locations)];
  const bays = totals.bays;
  const baysText = count(bays);
  const utilisation = percent(totals.utilisation);
  const parts = [
    i18n._(
      msg`${plural(locations, { one: `${done} of ${all} location counted`, other: `${done} of ${all} locations counted` })}, ${plural(bays, { one: `${baysText} bay`, other: `${baysText} bays` })}, utilisation ${utilisation}.`,
    ),
  ];
  const ends = busiestAndQuietest(rows);
  if (ends) {
    const busiest = ends.busiest.name;
    const busiestUse = percent(ends.busiest.figures?.utilisation ?? null);
    const quietest = ends.quietest.name;
    const quietestUse = percent(ends.quietest.figures?.utilisation ?? null);
    parts.push(
      i18n._(msg`Busiest: ${busiest} (${busiestUse}); quietest: ${quietest} (${quietestUse}).`),
    );
  }
  if (totals.baysNeeded !== null) {
    const share = percent(NEEDED_SHARE, 0);
    const needed = count(totals.baysNeeded);
    const spareBays = totals.spareBays ?? 0;
    const spare = count(spareBays);
    parts.push(
      i18n._(
        msg`Bays needed ${share} of the time: ${needed}, so ${plural(spareBays, { one: `${spare} spare`, other: `${spare} spare` })}.`,
      ),
    );
  }
  return parts.join(' ');
}
