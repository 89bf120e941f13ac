/**
 * Locale-free display text: durations, sizes and zone offsets, the same in the page and the
 * command line. Dates, clock times and grouped numbers on screen follow the user's locale instead
 * (renderer/src/ui/locale); the CSV keeps ISO dates.
 */
import { formatOffset, offsetMinutesAt } from '../time/zone';

/** "1 h 30 min", "45 min", "3 d 2 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
}

/** "0 B", "12.3 KB", "4.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 100 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

/** "UTC+02:00" for the zone at an instant. */
export function formatZoneOffset(zone: string, ms: number): string {
  return `UTC${formatOffset(offsetMinutesAt(zone, ms))}`;
}
