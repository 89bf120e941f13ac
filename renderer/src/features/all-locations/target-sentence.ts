/** The All locations summary's targets: how many sites are below, within and above theirs. Pure. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { targetStatus, type TargetStatus } from '#shared/sites/target-band';
import type { PortfolioRow } from './portfolio-rows';

/**
 * "3 of 8 sites with a target are below it, 4 within, 1 above.": the sites counted so far that have
 * a target and a utilisation, this period's (never the comparison's); '' when none has.
 */
export function targetSentence(
  rows: readonly Pick<PortfolioRow, 'figures' | 'target'>[],
  formatCount: (n: number) => string,
  i18n: I18n,
): string {
  const counts: Record<TargetStatus, number> = { below: 0, within: 0, above: 0 };
  for (const row of rows) {
    const status = targetStatus(row.figures?.utilisation ?? null, row.target);
    if (status) counts[status] += 1;
  }
  const sites = counts.below + counts.within + counts.above;
  if (sites === 0) return '';
  const below = formatCount(counts.below);
  const within = formatCount(counts.within);
  const above = formatCount(counts.above);
  const all = formatCount(sites);
  const belowCount = counts.below;
  return i18n._(
    msg`${below} of ${plural(sites, { one: `${all} site with a target`, other: `${all} sites with a target` })} ${plural(belowCount, { one: 'is', other: 'are' })} below it, ${within} within, ${above} above.`,
  );
}
