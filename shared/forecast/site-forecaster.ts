/**
 * One site's forecast fed bookings as they are read: the window's days laid out on the site's clock,
 * each booking routed to its days, and the forecast made at the end. Pure; the backend streams into it.
 */
import type { Booking } from '../model';
import { DayPeaks } from './day-peaks';
import { type CalendarInput, forecastCalendar } from './forecast-calendar';
import { type SiteIdentity, siteForecast } from './site-forecast';
import type { SiteForecast } from './types';

/** What a site's forecast is made from. */
export interface SiteForecasterInput extends CalendarInput, SiteIdentity {
  /** The ids of the bays the bays list places at the site. */
  readonly listedBayIds: readonly string[];
}

/** Takes the window's bookings (any order, each once); finish() gives the forecast. */
export interface SiteForecaster {
  add(bookings: readonly Booking[]): void;
  finish(): SiteForecast;
}

/** A forecaster for one site. */
export function createSiteForecaster(input: SiteForecasterInput): SiteForecaster {
  const calendar = forecastCalendar(input);
  const peaks = new DayPeaks(calendar.days, input.listedBayIds);
  const identity: SiteIdentity = {
    locationId: input.locationId,
    name: input.name,
    zone: input.zone,
  };
  return {
    add: (bookings) => peaks.add(bookings),
    finish: () => siteForecast(identity, calendar, peaks.finish()),
  };
}
