/** The All locations summary's comparison: how the company's totals changed, in words. Pure. */
import type { PortfolioFigures } from '#shared/insights/portfolio';
import { type ChangeFormat, describeChange } from '../compare/change-words';

/**
 * "Change: utilisation up 0.1 points from 16.2%; bookings up 1,234 from 74,278;
 * bays needed up 12 from 999." '' until the comparison's totals are in.
 */
export function comparisonSentence(
  totals: PortfolioFigures,
  before: PortfolioFigures | null,
  format: ChangeFormat,
): string {
  if (!before) return '';
  const parts = [
    ['utilisation', describeChange(totals.utilisation, before.utilisation, 'ratio', format)],
    ['bookings', describeChange(totals.bookings, before.bookings, 'count', format)],
    ['bays needed', describeChange(totals.baysNeeded, before.baysNeeded, 'count', format)],
  ] as const;
  const said = parts.flatMap(([what, c]) => (c ? [`${what} ${c.words}`] : []));
  return said.length > 0 ? `Change: ${said.join('; ')}.` : '';
}
