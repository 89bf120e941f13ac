/** A day's status from its peak against the site's bays. Pure. */
import { NEAR_FULL_SHARE, type ForecastStatus } from './types';

/** Tenths of the bays from which a day is near full, counted in integers so no rounding tips it. */
const NEAR_FULL_TENTHS = Math.round(NEAR_FULL_SHARE * 10);

/**
 * Full when the peak reaches every bay, near full from 90% of them (9 of 10, 5 of 5), else room. A site
 * without bays has room: there is nothing to fill.
 */
export function forecastStatus(peak: number, bays: number): ForecastStatus {
  if (bays <= 0) return 'room';
  if (peak >= bays) return 'full';
  if (peak * 10 >= bays * NEAR_FULL_TENTHS) return 'near full';
  return 'room';
}
