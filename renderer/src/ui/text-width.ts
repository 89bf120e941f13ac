/**
 * Text widths in the page's font, for layouts that must leave room for their words before they are
 * drawn (axis steps, table columns, chart ticks). Measured on a canvas; estimated where there is none.
 */
import { PAGE_FONT_FAMILY } from './page-font';

/** Full-width scripts (CJK, kana, Hangul, full-width forms): about one em per character. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const NARROW = /[\s.,:'’]/;

/** A generous guess at a text's width where the page cannot measure text (no canvas, as in jsdom). */
export function estimateTextPx(text: string, fontPx: number): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : NARROW.test(ch) ? 0.35 : 0.65;
  return ems * fontPx;
}

/** A font to measure in. */
export interface MeasuredFont {
  readonly sizePx: number;
  /** CSS font-family; the page's when absent. */
  readonly family?: string;
  readonly weight?: number;
}

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined)
    context =
      typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  return context;
}

/** The page's font family, as the theme sets it. */
export function pageFontFamily(): string {
  return PAGE_FONT_FAMILY;
}

/** The width in CSS pixels of the widest of `texts` in `font` (0 for none). */
export function widestTextPx(texts: Iterable<string>, font: MeasuredFont): number {
  const ctx = measuringContext();
  if (ctx)
    ctx.font = `${font.weight ?? 400} ${font.sizePx}px ${font.family || pageFontFamily() || 'sans-serif'}`;
  let widest = 0;
  for (const text of texts) {
    const px = ctx ? ctx.measureText(text).width : estimateTextPx(text, font.sizePx);
    if (px > widest) widest = px;
  }
  return widest;
}
