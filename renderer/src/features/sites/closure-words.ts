/** A closure's days in the locale's words: "5 Jun 2026" or "3 Aug 2026 – 14 Aug 2026". Pure. */
import { msg, plural } from '@lingui/core/macro';
import type { SiteClosure } from '#shared/contract';
import { daysBetween } from '#shared/time/civil';
import type { Wording } from './wording';

type Days = Pick<SiteClosure, 'from' | 'to'>;

/** The closure's first and last day (one date for a single day), in the locale's medium dates. */
export function closureDaysWords(w: Wording, closure: Days): string {
  const from = w.format.mediumDate(closure.from);
  return closure.from === closure.to ? from : `${from} – ${w.format.mediumDate(closure.to)}`;
}

/**
 * As closureDaysWords, without the year when the closure is all in `today`'s year ("10 Dec – 13
 * Dec"): the table's reminder, where room is short.
 */
export function closureShortWords(w: Wording, closure: Days, today: string): string {
  const year = today.slice(0, 4);
  if (closure.from.slice(0, 4) !== year || closure.to.slice(0, 4) !== year)
    return closureDaysWords(w, closure);
  const from = w.format.dayMonth(closure.from);
  return closure.from === closure.to ? from : `${from} – ${w.format.dayMonth(closure.to)}`;
}

/** "1 day", "4 days": how long a closure is. */
export function closureLengthWords(w: Wording, closure: Days): string {
  const days = daysBetween(closure.from, closure.to) + 1;
  return w.i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}
