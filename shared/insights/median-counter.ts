/** Lengths in whole minutes up to a week are counted in a histogram; the rest are kept as numbers. */
const HISTOGRAM_MINUTES = 7 * 24 * 60;

/** The exact median of many lengths without keeping (or sorting) one number per booking. */
export class MedianCounter {
  private readonly minutes = new Uint32Array(HISTOGRAM_MINUTES + 1);
  private others = new Float64Array(256);
  private otherCount = 0;
  private total = 0;

  add(ms: number): void {
    this.total++;
    const m = ms / 60_000;
    if (m <= HISTOGRAM_MINUTES && m === Math.floor(m) && m >= 0) {
      this.minutes[m] = (this.minutes[m] as number) + 1;
      return;
    }
    if (this.otherCount === this.others.length) {
      const grown = new Float64Array(this.otherCount * 2);
      grown.set(this.others);
      this.others = grown;
    }
    this.others[this.otherCount++] = ms;
  }

  median(): number | null {
    const { total, minutes, otherCount } = this;
    if (total === 0) return null;
    const rest = this.others.subarray(0, otherCount).sort();
    // Walks both sorted sources in step to the middle one or two values.
    const nth = (n: number): number => {
      let r = 0;
      let m = 0;
      let seen = 0;
      for (;;) {
        while (m <= HISTOGRAM_MINUTES && minutes[m] === 0) m++;
        const fromHistogram = m <= HISTOGRAM_MINUTES ? m * 60_000 : Infinity;
        const fromRest = r < otherCount ? (rest[r] as number) : Infinity;
        if (fromRest < fromHistogram) {
          if (seen === n) return fromRest;
          seen++;
          r++;
        } else {
          const count = minutes[m] as number;
          if (n < seen + count) return fromHistogram;
          seen += count;
          m++;
        }
      }
    };
    const mid = total >> 1;
    return total % 2 === 1 ? nth(mid) : (nth(mid - 1) + nth(mid)) / 2;
  }
}
