/** The contract's trends: how each site's use moved month by month, or week by week. */
import { z } from 'zod';
import { TREND_UNITS, type Trends } from '../insights/trend-types';
import { checkPeriod, id, isoDate, oneLocationOrAll, zone } from './fields';
import { scopeFields } from './scope';

/** What a trend is counted in. */
export const trendUnitSchema = z.enum(TREND_UNITS);

/** The arguments of the trends method. */
export const trendArgSchemas = {
  getTrends: z
    .object({
      accountId: id,
      // One site, or every site of the account (allLocations): exactly one of them.
      locationId: id.optional(),
      allLocations: z.boolean().default(false),
      unit: trendUnitSchema,
      // Whole months (1st to last day) or weeks (Monday to Sunday); at most 24 months or 105 weeks.
      from: isoDate,
      to: isoDate,
      zone,
      siteTime: scopeFields.siteTime,
      filter: scopeFields.filter,
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(
      checkPeriod(
        () => false,
        (args) => args.unit,
      ),
    )
    .superRefine(oneLocationOrAll),
} as const;

/** What the trends method resolves to. */
export interface TrendResults {
  getTrends: Trends;
}
