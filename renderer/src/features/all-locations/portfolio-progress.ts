/** How far the All locations counting has got, over the period and its comparison. Pure. */
import type { LocationResult } from './portfolio-rows';

/** The progress bar's figures and what its button offers. */
export interface PortfolioProgress {
  /** Answers (or errors) in, over both periods. */
  readonly done: number;
  readonly total: number;
  /** Some location is not counted yet. */
  readonly working: boolean;
  /** A request is under way: Cancel is offered, else Go on. */
  readonly fetching: boolean;
  /** Locations whose period failed: each row offers its own Try again, so Go on is not shown. */
  readonly failed: number;
}

/** The progress over the period's answers and, when comparing, the comparison's. */
export function portfolioProgress(
  current: readonly LocationResult[],
  previous: readonly LocationResult[],
  comparing: boolean,
): PortfolioProgress {
  const both = comparing ? [...current, ...previous] : current;
  const done = both.filter(answered).length;
  return {
    done,
    total: both.length,
    working: done < both.length,
    fetching: both.some((r) => r.fetching),
    failed: current.filter((r) => r.error).length,
  };
}

/** Which period Go on counts on with: the period's own while a location of it waits, then the comparison's. */
export function periodToGoOn(current: readonly LocationResult[]): 'current' | 'previous' {
  return current.every(answered) ? 'previous' : 'current';
}

function answered(r: LocationResult): boolean {
  return r.row !== null || r.error !== null;
}
