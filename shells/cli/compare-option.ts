/** `--compare` of the commands that write figures (`insights`, `report`). */
import {
  calendarUnitOf,
  type Comparison,
  parseComparison,
  withCalendarUnit,
} from '#shared/insights/compare-period';
import { usage } from './args';

/** --compare as a Comparison; "previous" after a calendar --period is its previous week, month or year. */
export function comparisonOf(
  value: string | undefined,
  period: string | undefined,
): Comparison | null {
  if (value === undefined) return null;
  const comparison = parseComparison(value);
  if (!comparison)
    throw usage(
      `--compare must be previous, year or FROM..TO (e.g. 2026-01-01..2026-01-31), not "${value}".`,
    );
  return withCalendarUnit(comparison, calendarUnitOf(period));
}
