/**
 * How the heatmap's texts fit its card: every hour's column in view at once (a narrow window does
 * not hide the evening's), so the cells' and headings' texts get smaller before any is cut. Pure:
 * the caller measures.
 */

/** A way to write the heatmap: its font size, and whether percentages drop their sign ("87"). */
export interface HeatFit {
  readonly fontPx: number;
  readonly compact: boolean;
  /** The weekday column: its widest name and padding. */
  readonly dayColumnPx: number;
  /** The narrowest an hour's column may be: its widest text and padding. */
  readonly minColumnPx: number;
}

/** Between columns (insights.css, .hm-row). */
const HEAT_GAP_PX = 2;
/** Room around a text in its cell or heading. */
const PADDING_PX = 4;

const CHOICES = [
  { fontPx: 11, compact: false },
  { fontPx: 10, compact: false },
  { fontPx: 10, compact: true },
  { fontPx: 9, compact: true },
] as const;

/**
 * The first of 11 px, 10 px, 10 px without percent signs and 9 px without them whose widest text
 * fits an hour's share of `gridPx`; the last when none does (the grid then overflows its card).
 * `texts` are the cells' texts and the hours' headings (a heading may wrap at its spaces, so each
 * of its words counts); `measure` gives the widest of some texts at a font size.
 */
export function fitHeatText(
  gridPx: number,
  columns: number,
  texts: (compact: boolean) => readonly string[],
  dayNames: readonly string[],
  measure: (texts: readonly string[], fontPx: number) => number,
): HeatFit {
  let fit: HeatFit | null = null;
  for (const { fontPx, compact } of CHOICES) {
    const dayColumnPx = Math.ceil(measure(dayNames, fontPx)) + PADDING_PX * 2;
    const minColumnPx = Math.ceil(measure(texts(compact), fontPx)) + PADDING_PX;
    fit = { fontPx, compact, dayColumnPx, minColumnPx };
    const share = (gridPx - dayColumnPx - columns * HEAT_GAP_PX) / Math.max(1, columns);
    if (minColumnPx <= share) return fit;
  }
  return fit as HeatFit;
}
