/**
 * How long each count of bays in use lasted inside the window, from the sweep's changes in time
 * order: the time-weighted distribution behind "bays needed" (its 95th percentile).
 */
import type { HourPieces } from './hour-pieces';

/** The share of the window's real time that bays needed must cover. */
export const BAYS_NEEDED_SHARE = 0.95;

/** Time at each count of bays in use. A class: called at every run's start and end. */
export class LevelTime {
  private level = 0;
  private last = Number.NEGATIVE_INFINITY;
  /** The first window piece that may still overlap time after `last`. */
  private piece = 0;
  private msAtLevel = new Float64Array(8);

  constructor(private readonly pieces: HourPieces) {}

  /** From instant x on, one more (+1) or one fewer (−1) bay is in use; x never goes back. */
  change(x: number, delta: number): void {
    this.accrue(x);
    this.level += delta;
    if (this.level >= this.msAtLevel.length) {
      const wider = new Float64Array(this.msAtLevel.length * 2);
      wider.set(this.msAtLevel);
      this.msAtLevel = wider;
    }
  }

  /** Counts the window's time after the last change. */
  finish(): void {
    this.accrue(Number.POSITIVE_INFINITY);
  }

  /**
   * The smallest count of bays in use that held for at least `share` of the window's real time:
   * the time-weighted quantile. null when the window has no time.
   */
  quantile(share = BAYS_NEEDED_SHARE): number | null {
    let total = 0;
    for (const ms of this.msAtLevel) total += ms;
    if (total <= 0) return null;
    // A little tolerance: sums of float milliseconds must not tip an exact 95% to the next count.
    const wanted = total * share - 1e-6;
    let covered = 0;
    for (let n = 0; n < this.msAtLevel.length; n++) {
      covered += this.msAtLevel[n] as number;
      if (covered >= wanted) return n;
    }
    return this.msAtLevel.length - 1;
  }

  /** Adds the window's time in [last, x) to the current count. */
  private accrue(x: number): void {
    const last = this.last;
    if (x <= last) return;
    const { start, end, count } = this.pieces;
    let p = this.piece;
    while (p < count && (end[p] as number) <= last) p++;
    this.piece = p;
    let ms = 0;
    for (let q = p; q < count && (start[q] as number) < x; q++) {
      const a = last > (start[q] as number) ? last : (start[q] as number);
      const z = x < (end[q] as number) ? x : (end[q] as number);
      if (z > a) ms += z - a;
    }
    this.msAtLevel[this.level] = (this.msAtLevel[this.level] as number) + ms;
    this.last = x;
  }
}
