/**
 * The scope: what is shown. One location of one account, over local days in a time zone, narrowed by
 * a filter. The Timeline, the export and Insights read bookings within a scope and decide rows and
 * bookings by the rules beside this file (bay-index.ts, filter-rules.ts, row-order.ts).
 */
import type { ZonedDays } from '../time/local-days';
import type { BookingFilter } from './booking-filter';

/** What is shown: the contract's export and Insights arguments are this, parsed. */
export interface Scope extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string;
  readonly filter: BookingFilter;
  /** Each site's own zone (from its settings) instead of `zone`, which stays the fallback. */
  readonly siteTime: boolean;
}

/** A scope once its account and the site's clock have been settled: everything the shared rules read. */
export type LocationScope = Omit<Scope, 'accountId' | 'siteTime'>;
