/**
 * The scope: what is shown. One location of one account, over local days in a time zone, narrowed by
 * a filter. The Timeline, the export and Insights read bookings within a scope and decide rows and
 * bookings by the rules beside this file (bay-index.ts, filter-rules.ts, row-order.ts).
 */
import type { DayPeriod } from '../time/period';
import type { BookingFilter } from './booking-filter';

/** What is shown: the contract's export and Insights arguments are this, parsed. */
export interface Scope extends DayPeriod {
  readonly accountId: string;
  readonly locationId: string;
  /** The IANA zone the days are local to. */
  readonly zone: string;
  readonly filter: BookingFilter;
}

/** A scope once its account has been settled: everything the shared rules read. */
export type LocationScope = Omit<Scope, 'accountId'>;
