/** The clock a site's figures are worked out on: its zone and its working week. */
import type { TargetBand } from './target-band';
import type { OpeningHours } from './opening-hours';

/** A site's zone and opening hours, as its settings give them. */
export interface SiteClock {
  /** IANA zone of the site. */
  readonly zone: string;
  /** When the site is open, on its own clock; null for every hour of every day. */
  readonly hours: OpeningHours | null;
  /** The utilisation band its manager aims for; absent or null without one. */
  readonly target?: TargetBand | null;
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
