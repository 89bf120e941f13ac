/**
 * How wide the axis's hour labels are, so the tick step leaves room for them: "14:00" is narrow,
 * but a 12-hour clock writes "12 AM", "午前12時" or "오전 12시" (Korean and Taiwanese Chinese use one
 * by default).
 */

/** The axis labels' font size (timeline.css, .tl-tick). */
const TICK_FONT_PX = 11;

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

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined)
    context =
      typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  return context;
}

/** The widest whole-hour label of the day, in CSS pixels, in the axis's font (`fontFamily`). */
export function widestHourLabelPx(
  hourLabel: (minuteOfDay: number) => string,
  fontFamily: string,
): number {
  const ctx = measuringContext();
  if (ctx) ctx.font = `${TICK_FONT_PX}px ${fontFamily || 'sans-serif'}`;
  let widest = 0;
  for (let hour = 0; hour < 24; hour++) {
    const text = hourLabel(hour * 60);
    const px = ctx ? ctx.measureText(text).width : estimateTextPx(text, TICK_FONT_PX);
    widest = Math.max(widest, px);
  }
  return widest;
}
