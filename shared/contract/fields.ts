/** The zod fields every part of the contract is built from, and the checks they share. */
import { z } from 'zod';
import { trendPeriodIssue } from '../insights/trend-period';
import type { TrendUnit } from '../insights/trend-types';
import { periodProblem } from '../scope/period-check';
import { parseIsoDate } from '../time/civil';
import type { LocalDays } from '../time/local-days';
import { isValidTimeZone } from '../time/zone';
import { canonicalZone, siteZoneProblem } from '../time/zone-names';

/** An account, location or export id. */
export const id = z.string().trim().min(1).max(200);

/** A civil date, YYYY-MM-DD. */
export const isoDate = z
  .string()
  .refine((text) => parseIsoDate(text) !== null, 'Expected a date as YYYY-MM-DD.');

/** An instant with its offset, as the API takes it. */
export const isoInstant = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    'Expected a date-time with an offset.',
  );

// Checked here, once for every method, so no handler repeats it.
/** An IANA time zone this runtime knows. */
export const zone = z
  .string()
  .max(100)
  .refine((zone) => isValidTimeZone(zone), 'Unknown time zone.');

/**
 * A site's zone: the IANA name of its place, taken in any letter case or an old name and kept as
 * the canonical name; an offset, UTC or an unknown name is refused saying which zone to use.
 */
export const siteZone = z.string().transform((text, ctx) => {
  const canonical = canonicalZone(text);
  if (canonical !== null) return canonical;
  ctx.addIssue({ code: 'custom', message: siteZoneProblem(text) ?? 'Unknown time zone.' });
  return z.NEVER;
});

/**
 * True when the parsed arguments and the shared type agree: a field missing on either side, or one
 * whose parsed value the shared type does not take, makes it false (and an assignment of true fail).
 */
export type Agrees<Parsed, Shared> = [Parsed] extends [Shared]
  ? [Exclude<keyof Parsed, keyof Shared> | Exclude<keyof Shared, keyof Parsed>] extends [never]
    ? true
    : false
  : false;

/**
 * The one period check (shared/scope/period-check.ts), reported on `to`. `insights` says whether
 * the call reads Insights, which cover at most MAX_INSIGHTS_DAYS days; `trend`, the unit of a trend
 * it reads instead (whole months or weeks, at most 24 months: shared/insights/trend-period.ts).
 */
export function checkPeriod<A extends LocalDays>(
  insights: (args: A) => boolean,
  trend: (args: A) => TrendUnit | null = () => null,
) {
  return (args: A, ctx: z.RefinementCtx<A>): void => {
    if (!parseIsoDate(args.from) || !parseIsoDate(args.to)) return; // already reported
    const unit = trend(args);
    if (unit) {
      const issue = trendPeriodIssue(unit, args);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.on], message: issue.message });
      return;
    }
    const problem = periodProblem(args, { insights: insights(args) });
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  };
}

/** Refuses a call that names a location and every location, or neither: exactly one of them. */
export function oneLocationOrAll(
  args: { readonly locationId?: string; readonly allLocations: boolean },
  ctx: z.RefinementCtx,
): void {
  if ((args.locationId === undefined) === args.allLocations) return;
  ctx.addIssue({
    code: 'custom',
    path: ['locationId'],
    message: args.allLocations
      ? 'Give a location or every location (allLocations), not both.'
      : 'Give the location (locationId), or every location (allLocations: true).',
  });
}
