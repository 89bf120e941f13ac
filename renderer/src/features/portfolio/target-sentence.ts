/** The All locations summary's targets: how many sites are below, within and above theirs. Pure. */
import { targetStatus, type TargetStatus } from '#shared/sites/target-band';
import type { PortfolioRow } from './portfolio-rows';

/**
 * "3 of 8 sites with a target are below it, 4 within, 1 above.": the sites counted so far that have
 * a target and a utilisation, this period's (never the comparison's); '' when none has.
 */
export function targetSentence(
  rows: readonly Pick<PortfolioRow, 'figures' | 'target'>[],
  formatCount: (n: number) => string,
): string {
  const counts: Record<TargetStatus, number> = { below: 0, within: 0, above: 0 };
  for (const row of rows) {
    const status = targetStatus(row.figures?.utilisation ?? null, row.target);
    if (status) counts[status] += 1;
  }
  const { below, within, above } = counts;
  const n = below + within + above;
  if (n === 0) return '';
  return (
    `${formatCount(below)} of ${formatCount(n)} ${n === 1 ? 'site' : 'sites'} with a target ` +
    `${below === 1 ? 'is' : 'are'} below it, ${formatCount(within)} within, ${formatCount(above)} above.`
  );
}
