/** The All locations summary's comparison: how the company's totals changed, in words. Pure. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { ChangeFormat, ChangeKind } from '../compare/change-words';
import { changeClause } from '../trends/change-clause';
import type { TotalsComparison } from './portfolio-totals';

/**
 * "Change: utilisation up 0.1 points from 16.2%; bookings up 1,234 from 74,278;
 * bays needed up 12 from 999." Over the locations comparable in both periods only, saying how many
 * were left out; "not compared" when none is. '' until the comparison's totals are in.
 */
export function comparisonSentence(
  comparison: TotalsComparison | null,
  format: ChangeFormat,
  i18n: I18n,
): string {
  if (!comparison) return '';
  switch (comparison.kind) {
    case 'not-compared':
      // A closed Saturday against an open Friday is no fall in use: nothing is like with like.
      return i18n._(
        msg`Change: not compared, as every location was closed in one of the periods and open in the other.`,
      );
    case 'compared':
      return changes(comparison, format, i18n);
    default:
      return assertNever(comparison);
  }
}

function changes(
  comparison: Extract<TotalsComparison, { kind: 'compared' }>,
  format: ChangeFormat,
  i18n: I18n,
): string {
  const { now: totals, before, left } = comparison;
  const clause = (now: number | null, was: number | null, kind: ChangeKind) =>
    changeClause(now, was, kind, format, i18n);
  // Each figure's name and its change as one message: the words around it are the language's.
  const said = [
    withName(clause(totals.utilisation, before.utilisation, 'ratio'), (change) =>
      i18n._(msg`utilisation ${change}`),
    ),
    withName(clause(totals.bookings, before.bookings, 'count'), (change) =>
      i18n._(msg`bookings ${change}`),
    ),
    withName(clause(totals.baysNeeded, before.baysNeeded, 'count'), (change) =>
      i18n._(msg`bays needed ${change}`),
    ),
  ].filter((s): s is string => s !== null);
  if (said.length === 0) return '';
  // French sets a narrow no-break space before a semicolon: the separator is the language's.
  const changes = said.join(
    i18n._(
      msg({ message: '; ', comment: 'Between two changes: “bookings up 4; bays needed up 1”' }),
    ),
  );
  if (left === 0) return i18n._(msg`Change: ${changes}.`);
  const leftOut = format.formatCount(left);
  return i18n._(
    msg`Change, leaving out ${plural(left, { one: `${leftOut} location closed in one of the periods`, other: `${leftOut} locations closed in one of the periods` })}: ${changes}.`,
  );
}

function withName(change: string | null, named: (change: string) => string): string | null {
  return change === null ? null : named(change);
}
