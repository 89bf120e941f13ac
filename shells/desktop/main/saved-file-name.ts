/** A file name for a save dialog: no folder parts or characters file systems refuse, ending .`extension`. */
export function savedFileName(requested: string, extension: string): string {
  const printable = [...requested].filter((c) => c.charCodeAt(0) >= 32).join('');
  const stem = printable
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim()
    .slice(0, 150);
  return `${stem || 'Bookings Viewer'}.${extension}`;
}
