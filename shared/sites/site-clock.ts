/** The clock a site's figures are worked out on: its zone and its working week. */
import type { TargetBand } from './target-band';
import type { OpeningHours } from './opening-hours';

/** Why a site has no open time on a day: a public holiday of its calendar, or a closure its manager set. */
export type ClosedDayKind = 'holiday' | 'closure';

/** A whole day a site is closed, on its own clock. */
export interface ClosedDay {
  /** YYYY-MM-DD: the site's local day. */
  readonly date: string;
  readonly kind: ClosedDayKind;
  /** The holiday's name ("Spring bank holiday") or the closure's reason ("Resurfacing"). */
  readonly reason: string;
}

/** A site's zone and opening hours, as its settings give them. */
export interface SiteClock {
  /** IANA zone of the site. */
  readonly zone: string;
  /** When the site is open, on its own clock; null for every hour of every day. */
  readonly hours: OpeningHours | null;
  /** The utilisation band its manager aims for; absent or null without one. */
  readonly target?: TargetBand | null;
  /**
   * The days it is closed all day (its calendar's public holidays and its closures), sorted by date,
   * over the years a request reads (its own ± 1); absent or empty: none. No open time on them.
   */
  readonly closed?: readonly ClosedDay[];
}

/** Bookings with time outside the site's opening hours: still counted here, never dropped. */
export interface OutsideOpening {
  /** Bookings with some time in the period outside opening hours. */
  readonly bookings: number;
  /** That time, summed. */
  readonly ms: number;
}

/** No booking outside: a site open every hour, or one without hours. */
export const NOTHING_OUTSIDE: OutsideOpening = { bookings: 0, ms: 0 };

/** The zone and site clock one location's figures are worked out on, for one request. */
export interface LocationClock {
  /** The zone the location's days and hours are read in. */
  readonly zone: string;
  /** The site's zone and hours; null when the site has no settings (every hour of every day). */
  readonly site: SiteClock | null;
}

/** Each location's clock, by location id. */
export type ClockOf = (locationId: string) => LocationClock;
