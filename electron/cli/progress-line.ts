/** The export's progress line on a terminal's stderr. */

/** Bytes as a short human size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** `  12,345 rows  42%  1.2 MB`, redrawn in place with a carriage return. */
export function progressLine(p: { rows: number; percent: number; bytes: number }): string {
  return `\r\u001b[2K${p.rows.toLocaleString('en-US')} rows  ${Math.floor(p.percent)}%  ${formatBytes(p.bytes)}`;
}
