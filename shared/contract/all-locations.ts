/** The contract's All locations: every location's row for one period, counted in the backend. */
import { z } from 'zod';
import type { LocationRowResult } from '../insights/location-row';
import { checkPeriod, id, isoDate, zone } from './fields';
import { scopeFields } from './scope';

/** The arguments of the All locations method. */
export const allLocationsArgSchemas = {
  getAllLocations: z
    .object({
      accountId: id,
      // Some locations only (a retry of one, or those not counted yet); default every location.
      only: z.array(id).min(1).max(1000).readonly().optional(),
      from: isoDate,
      to: isoDate,
      zone,
      siteTime: scopeFields.siteTime,
      filter: scopeFields.filter,
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(checkPeriod(() => true)),
} as const;

/** Every location's row, in the API's order of locations (or the order of `only`). */
export interface AllLocations {
  readonly rows: readonly LocationRowResult[];
}

/** What the All locations method resolves to. */
export interface AllLocationsResults {
  getAllLocations: AllLocations;
}

/** Sent while getAllLocations counts: how far it is, and each location's row as soon as it is in. */
export interface AllLocationsProgress {
  readonly progressId: string;
  /** 0 to 100, over every location asked for. */
  readonly percent: number;
  /** Bookings read so far, over every location. */
  readonly bookings: number;
  /** The row of the location just counted, when this event is the end of one. */
  readonly row?: LocationRowResult;
}
