/** A company as the fake bridge holds it: its account, key, lists and settings. */
import type { AccountSummary, Settings, SiteClosure, SiteSettings } from '#shared/contract';
import type { Bay, Booking, Location, Parsed } from '#shared/model';

/** One company's data. */
export interface FakeCompany {
  readonly account: AccountSummary;
  readonly apiKey: string;
  locations: Parsed<Location>;
  bays: Parsed<Bay>;
  bookings: Booking[];
  bookingsDropped?: number;
  settings: Settings;
  /** Each site's settings by location id; a location absent here has none (listSites says null). */
  sites?: Record<string, SiteSettings>;
  /** Each site's closures by location id, by first day; absent: listSites gives no closures. */
  closures?: Record<string, readonly SiteClosure[]>;
}
