/**
 * Display formatting in a zone, built on the cached offsets of shared/time/zone.ts so it is cheap per
 * booking.
 */
import { daysFromCivil, pad2, parseIsoDate } from '../time/civil';
import { formatOffset, offsetMinutesAt, wallTime, wallTimeAtOffset } from '../time/zone';

/** HH:mm in the zone. */
export function formatClock(zone: string, ms: number): string {
  const w = wallTime(zone, ms);
  return `${pad2(w.hour)}:${pad2(w.minute)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Built by hand rather than with Intl so the text is the same in every runtime and ICU version.
function dateParts(isoDate: string): { weekday: string; day: number; month: string; year: number } {
  const d = parseIsoDate(isoDate);
  if (!d) throw new RangeError(`Not a date: ${isoDate}`);
  const days = daysFromCivil(d.year, d.month, d.day);
  return {
    weekday: WEEKDAYS[(((days + 4) % 7) + 7) % 7] as string,
    day: d.day,
    month: MONTHS[d.month - 1] as string,
    year: d.year,
  };
}

/** "Sun 29 Mar 2026" for a YYYY-MM-DD date. */
export function formatLongDate(isoDate: string): string {
  const p = dateParts(isoDate);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "Sun 29 Mar" for a YYYY-MM-DD date. */
export function formatShortDate(isoDate: string): string {
  const p = dateParts(isoDate);
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** "2026-03-29 14:05" in the zone. */
export function formatDateTime(zone: string, ms: number): string {
  const w = wallTime(zone, ms);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** "2026-03-29 14:05 (+02:00)": with the offset, for details where DST matters. */
export function formatDateTimeWithOffset(zone: string, ms: number): string {
  const offset = offsetMinutesAt(zone, ms);
  const w = wallTimeAtOffset(ms, offset);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)} (UTC${formatOffset(offset)})`;
}

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

/** Hours with one decimal: "12.5". */
export function formatHours(ms: number): string {
  const h = ms / 3_600_000;
  return h >= 100 ? Math.round(h).toLocaleString('en-GB') : h.toFixed(1).replace(/\.0$/, '');
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

/** "07:00" for minutes after midnight; 1440 is "24:00". */
export function formatMinuteOfDay(minute: number): string {
  return `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
}

/**
 * "09:00–17:30", or with weekdays when the booking crosses midnight ("Wed 20:00–Thu 07:15").
 * Two offset look-ups per booking: this runs for every bar drawn.
 */
export function formatTimeRange(zone: string, startMs: number, endMs: number): string {
  const a = wallTime(zone, startMs);
  const b = wallTime(zone, endMs);
  const clockA = `${pad2(a.hour)}:${pad2(a.minute)}`;
  const clockB = `${pad2(b.hour)}:${pad2(b.minute)}`;
  // The end is exclusive: a booking ending at midnight ends on the day it started.
  const endsAtMidnight = b.hour === 0 && b.minute === 0 && b.second === 0 && b.millisecond === 0;
  const daysA = daysFromCivil(a.year, a.month, a.day);
  const daysB = daysFromCivil(b.year, b.month, b.day) - (endsAtMidnight ? 1 : 0);
  if (daysA === daysB) return `${clockA}–${clockB}`;
  const wd = (days: number) => WEEKDAYS[(((days + 4) % 7) + 7) % 7] as string;
  return `${wd(daysA)} ${clockA}–${wd(daysB + (endsAtMidnight ? 1 : 0))} ${clockB}`;
}
