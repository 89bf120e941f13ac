/** The contract's reading methods: an account's locations, bays, bookings and Insights. */
import { z } from 'zod';
import type { Bay, Booking, Location, Parsed } from '../model';
import type { Insights } from '../insights/types';
import { checkPeriod, id, isoInstant, zone } from './fields';
import { scopeFields } from './scope';

/** The arguments of the reading methods. */
export const dataArgSchemas = {
  listLocations: z.object({ accountId: id }),
  listBays: z.object({ accountId: id }),
  listBookings: z.object({
    accountId: id,
    locationId: id,
    timeMin: isoInstant,
    timeMax: isoInstant,
    zone,
  }),
  getInsights: z
    .object({
      ...scopeFields,
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(checkPeriod(() => true)),
} as const;

/** What the reading methods resolve to. */
export interface DataResults {
  listLocations: Parsed<Location>;
  listBays: Parsed<Bay>;
  listBookings: Parsed<Booking>;
  getInsights: Insights;
}
