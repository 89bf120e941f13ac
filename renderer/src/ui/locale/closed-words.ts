/** Why a location was closed all through the period, in words: "Saturday", "Spring bank holiday". Pure. */
import { assertNever } from '#shared/assert-never';
import type { ClosedReason } from '#shared/insights/closed-reasons';

/**
 * The reasons as the Insights view says them (ClosedPeriod): a weekday by its name in the
 * interface's language, a holiday or closure by its own name. `longWeekday` counts from Sunday (0),
 * as useLocaleFormat's does.
 */
export function closedWords(
  reasons: readonly ClosedReason[],
  longWeekday: (day: number) => string,
): string {
  return reasons
    .map((r) => {
      switch (r.kind) {
        case 'weekday':
          // ISO weekdays run from Monday (1) to Sunday (7); the locale's names from Sunday (0).
          return longWeekday(r.isoWeekday % 7);
        case 'holiday':
        case 'closure':
          return r.reason;
        default:
          return assertNever(r);
      }
    })
    .join(', ');
}
