/** The export's progress line on a terminal's stderr. */
import { formatBytes } from '#shared/view/format';

/** `12,345 rows  42%  1.2 MB`, for PersonOutput.progress to redraw in place. */
export function progressLine(p: { rows: number; percent: number; bytes: number }): string {
  return `${p.rows.toLocaleString('en-US')} rows  ${Math.floor(p.percent)}%  ${formatBytes(p.bytes)}`;
}
