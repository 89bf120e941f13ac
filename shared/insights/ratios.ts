/**
 * The app's ratios, each divided in one place: utilisation and average bays in use. Every view,
 * file and command asks here, so a period with nothing to divide by reads "—" everywhere (null),
 * never 0% in one place and a gap in another.
 */

/** The time a figure is counted over and the time of it in use. */
export interface UseTime {
  /** Bay time in use (overlaps counted once), within open hours. */
  readonly occupiedMs: number;
  /** Bays × open time: what could have been in use. */
  readonly availableMs: number;
}

/** Utilisation: occupied open time ÷ available open time; null where there is no open time. */
export function utilisationOf(use: UseTime): number | null {
  return use.availableMs > 0 ? use.occupiedMs / use.availableMs : null;
}

/** Average bays in use over a window: occupied time ÷ the window's length; null for no window. */
export function averageInUse(occupiedMs: number, windowMs: number): number | null {
  return windowMs > 0 ? occupiedMs / windowMs : null;
}

/** A ratio of two counts (a share); null with nothing to divide by. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
