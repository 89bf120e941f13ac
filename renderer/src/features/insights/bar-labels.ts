/**
 * Which bars of a chart carry a label under them, and in which words, so that none is cut or
 * covered: labels are centred under their bars, a gap apart, and inside the chart. Pure: the caller
 * measures the texts.
 */

/** One way to write a bar's label, by its key. */
export type BarWords = (key: string) => string;

/** A way to label the bars: every `step`-th from the `first`, in the fullest of `words` that fit. */
export interface BarLabelChoice {
  readonly first: number;
  readonly step: number;
  readonly words: readonly BarWords[];
}

/** Where the bars are: `left` is the first bar's band's left edge; no label may pass 0 or `right`. */
export interface BarBands {
  readonly keys: readonly string[];
  readonly left: number;
  readonly band: number;
  readonly right: number;
}

/** Between two labels. */
export const BAR_LABEL_GAP_PX = 12;

/**
 * The labels to write, by key: the first choice (and the fullest of its words) under which every
 * label fits, else, choice by choice, one under which only the last label would run past the
 * chart's right edge, which then goes (the ones before say where the bars are); none when nothing
 * fits.
 */
export function planBarLabels(
  bands: BarBands,
  choices: readonly BarLabelChoice[],
  measure: (text: string) => number,
): ReadonlyMap<string, string> {
  const { keys, left, band, right } = bands;
  const attempt = (choice: BarLabelChoice, write: BarWords, dropLast: boolean) => {
    const out = new Map<string, string>();
    let end = -Infinity;
    for (let i = choice.first; i < keys.length; i += choice.step) {
      const key = keys[i] as string;
      const text = write(key);
      const half = measure(text) / 2;
      const centre = left + (i + 0.5) * band;
      if (centre - half < Math.max(0, end + BAR_LABEL_GAP_PX)) return null;
      if (centre + half > right)
        return dropLast && i + choice.step >= keys.length && out.size > 0 ? out : null;
      out.set(key, text);
      end = centre + half;
    }
    return out.size > 0 ? out : null;
  };
  for (const choice of choices) {
    for (const dropLast of [false, true]) {
      for (const write of choice.words) {
        const plan = attempt(choice, write, dropLast);
        if (plan) return plan;
      }
    }
  }
  return new Map();
}
