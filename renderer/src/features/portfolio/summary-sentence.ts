/** The sentence above the All locations table. Pure. */
import type { PortfolioFigures } from '#shared/insights/portfolio';
import { busiestAndQuietest, type Rankable } from './portfolio-ranking';

/** The numbers the sentence writes, in the user's locale (the Insights formatters fit). */
export interface SummaryFormat {
  formatCount(n: number): string;
  formatPercent(ratio: number | null): string;
}

/** Locations counted, bays, utilisation, busiest and quietest, bays needed; '' until one is in. */
export function summarySentence(
  rows: readonly Rankable[],
  totals: Pick<PortfolioFigures, 'bays' | 'utilisation' | 'baysNeeded' | 'spareBays'>,
  counted: number,
  format: SummaryFormat,
): string {
  if (counted === 0) return '';
  const { formatCount: count, formatPercent: percent } = format;
  const parts = [
    `${count(counted)} of ${count(rows.length)} locations counted, ${count(totals.bays)} bays, utilisation ${percent(totals.utilisation)}.`,
  ];
  const ends = busiestAndQuietest(rows);
  if (ends) {
    const { busiest, quietest } = ends;
    parts.push(
      `Busiest: ${busiest.name} (${percent(busiest.figures?.utilisation ?? null)}); quietest: ${quietest.name} (${percent(quietest.figures?.utilisation ?? null)}).`,
    );
  }
  if (totals.baysNeeded !== null)
    parts.push(
      `Bays needed 95% of the time: ${count(totals.baysNeeded)}, so ${count(totals.spareBays ?? 0)} spare.`,
    );
  return parts.join(' ');
}
