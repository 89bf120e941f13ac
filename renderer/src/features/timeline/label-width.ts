/**
 * How wide the axis's hour labels are, so the tick step leaves room for them: "14:00" is narrow,
 * but a 12-hour clock writes "12 AM", "午前12時" or "오전 12시" (Korean and Taiwanese Chinese use one
 * by default).
 */
import { widestTextPx } from '../../ui/text-width';

/** The axis labels' font size (timeline.css, .tl-tick). */
const TICK_FONT_PX = 11;

/** The widest whole-hour label of the day, in CSS pixels, in the axis's font (`fontFamily`). */
export function widestHourLabelPx(
  hourLabel: (minuteOfDay: number) => string,
  fontFamily: string,
): number {
  const labels = Array.from({ length: 24 }, (_, hour) => hourLabel(hour * 60));
  return widestTextPx(labels, { sizePx: TICK_FONT_PX, family: fontFamily });
}
