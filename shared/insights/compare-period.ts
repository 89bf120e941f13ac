/** The period a comparison is made with: the one before, the same weekdays a year earlier, or chosen. */
import { assertNever } from '../assert-never';
import { addDays, daysBetween } from '../time/civil';
import type { LocalDays } from '../time/local-days';

/** What to compare with. */
export type Comparison =
  | { readonly kind: 'previous' }
  | { readonly kind: 'year' }
  | ({ readonly kind: 'chosen' } & LocalDays);

/** Days back for "a year earlier": 52 weeks, so each day meets the same weekday. */
export const YEAR_BACK_DAYS = 364;

/** The comparison's local days, both included. */
export function comparisonPeriod(from: string, to: string, comparison: Comparison): LocalDays {
  switch (comparison.kind) {
    case 'previous': {
      const length = daysBetween(from, to) + 1;
      return { from: addDays(from, -length), to: addDays(from, -1) };
    }
    case 'year':
      return { from: addDays(from, -YEAR_BACK_DAYS), to: addDays(to, -YEAR_BACK_DAYS) };
    case 'chosen':
      return { from: comparison.from, to: comparison.to };
    default:
      return assertNever(comparison, 'comparison');
  }
}

/** `--compare previous|year|FROM..TO` as a Comparison, or null when the text is none of them. */
export function parseComparison(text: string): Comparison | null {
  if (text === 'previous') return { kind: 'previous' };
  if (text === 'year') return { kind: 'year' };
  const m = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (m && m[1] && m[2] && m[1] <= m[2]) return { kind: 'chosen', from: m[1], to: m[2] };
  return null;
}
