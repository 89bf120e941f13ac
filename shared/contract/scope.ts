/** What exports and Insights read: one location's local days in a zone, narrowed by a filter. */
import { z } from 'zod';
import type { BookingFilter } from '../scope/booking-filter';
import type { Scope } from '../scope/scope';
import { type Agrees, id, isoDate, zone } from './fields';
import { timeOfDaySchema } from './settings';

/** Narrows an export or Insights to what the user sees (shared/scope/booking-filter.ts). Every part is optional. */
export const bookingFilterSchema = z.object({
  tags: z.array(z.string().max(200)).max(500).readonly().nullable().default(null),
  search: z.string().max(200).nullable().default(null),
  timeOfDay: timeOfDaySchema.nullable().default(null),
});

/** A scope's fields (shared/scope/scope.ts), the filter defaulting to none. */
export const scopeFields = {
  accountId: id,
  locationId: id,
  from: isoDate,
  to: isoDate,
  zone,
  filter: bookingFilterSchema.default({ tags: null, search: null, timeOfDay: null }),
  // Each site's own zone, where its settings give one, instead of `zone` (which stays the fallback).
  siteTime: z.boolean().default(false),
};

const scopeAgrees: Agrees<z.output<z.ZodObject<typeof scopeFields>>, Scope> = true;
const filterAgrees: Agrees<z.output<typeof bookingFilterSchema>, BookingFilter> = true;
void scopeAgrees;
void filterAgrees;
