/**
 * How sure a suggested zone is, in three steps a manager can act on: apply it, look at it, or check
 * it. Pure.
 */

/**
 * `high`: a city in the site's name, or booking starts that every other clock fits clearly worse.
 * `medium`: the starts favour the zone, but the next best clock (often the one an hour away) fits
 * only a little worse, or there are few starts. `low`: another clock fits the starts as well, and
 * the account's zone or the commoner clock was named.
 */
export type ZoneConfidence = 'high' | 'medium' | 'low';
