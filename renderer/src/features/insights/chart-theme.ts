import { widestTextPx } from '../../ui/text-width';

/** Chart colours from Mantine's CSS variables, so both themes apply without redrawing in JS. */
export const chartColours = {
  weekday: 'var(--mantine-color-blue-6)',
  weekend: 'var(--mantine-color-orange-6)',
  grid: 'var(--mantine-color-default-border)',
  text: 'var(--mantine-color-dimmed)',
  cursor: 'var(--mantine-color-default-hover)',
} as const;

/** Axis tick style. */
export const tickStyle = { fontSize: 11, fill: chartColours.text } as const;

/** The widest of some tick labels, in pixels, in the ticks' font. */
export function tickLabelPx(labels: readonly string[]): number {
  return widestTextPx(labels, { sizePx: tickStyle.fontSize });
}
