/** The busiest and quietest locations, as the summary names them. Pure. */
import type { PortfolioFigures } from '#shared/insights/portfolio';

/** What ranking needs of a row: its name and its figures once in. */
export interface Rankable {
  readonly name: string;
  readonly figures: Pick<PortfolioFigures, 'utilisation'> | null;
}

/** The two ends of the ranking by utilisation. */
export interface Extremes<R extends Rankable> {
  readonly busiest: R;
  readonly quietest: R;
}

/** The rows with the highest and lowest utilisation; null while fewer than two have one. */
export function busiestAndQuietest<R extends Rankable>(rows: readonly R[]): Extremes<R> | null {
  // A location without bays has no utilisation to rank; the stable sort keeps ties in table order.
  const ranked = rows
    .filter((r) => r.figures?.utilisation !== null && r.figures?.utilisation !== undefined)
    .sort((a, b) => utilisationOf(b) - utilisationOf(a));
  const busiest = ranked[0];
  const quietest = ranked[ranked.length - 1];
  return busiest && quietest && busiest !== quietest ? { busiest, quietest } : null;
}

function utilisationOf(row: Rankable): number {
  return row.figures?.utilisation ?? 0;
}
