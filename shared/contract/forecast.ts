/** The contract's weeks ahead: bookings already made and the demand to expect, per site. */
import { z } from 'zod';
import type { Forecast } from '../forecast/types';
import { id, isoDate, oneLocationOrAll, zone } from './fields';
import { scopeFields } from './scope';

/** Weeks ahead a forecast may cover. */
export const FORECAST_WEEKS = { min: 1, max: 8, default: 4 } as const;
/** Weeks of history a forecast may learn from. */
export const HISTORY_WEEKS = { min: 4, max: 52, default: 12 } as const;

/** How many weeks ahead, for the view, the files and the command line alike. */
export const forecastWeeksSchema = z
  .number()
  .int()
  .min(FORECAST_WEEKS.min)
  .max(FORECAST_WEEKS.max)
  .default(FORECAST_WEEKS.default);

/** How many weeks of history the forecast learns from. */
export const historyWeeksSchema = z
  .number()
  .int()
  .min(HISTORY_WEEKS.min)
  .max(HISTORY_WEEKS.max)
  .default(HISTORY_WEEKS.default);

/** The arguments of the forecast method. */
export const forecastArgSchemas = {
  getForecast: z
    .object({
      accountId: id,
      // One site, or every site of the account (allLocations): exactly one of them.
      locationId: id.optional(),
      allLocations: z.boolean().default(false),
      // The first day ahead (usually today); the history is the whole weeks before it.
      from: isoDate,
      weeks: forecastWeeksSchema,
      historyWeeks: historyWeeksSchema,
      zone,
      siteTime: scopeFields.siteTime,
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(oneLocationOrAll),
} as const;

/** What the forecast method resolves to. */
export interface ForecastResults {
  getForecast: Forecast;
}
