/**
 * Wall-clock times as Excel's 1900 date system holds them: serial day numbers from 1900-03-01 to
 * 9999-12-31. A time outside is written as ISO-like text instead, which every reader shows alike.
 */
import { daysFromCivil, formatIsoDate, pad2 } from '../time/civil';
import { wallTimeAtOffset } from '../time/zone';

const DAY_MS = 86_400_000;
/** 1970-01-01 in Excel's 1900 date system. */
const EPOCH_SERIAL = 25_569;
/**
 * Excel counts a 29 February 1900 that never was: its serials before March 1900 name a day earlier
 * than the same serials in LibreOffice or a script, and there are none before 1900.
 */
const FIRST_SERIAL_MS = daysFromCivil(1900, 3, 1) * DAY_MS;
/** Excel's last day is 9999-12-31. */
const PAST_LAST_SERIAL_MS = daysFromCivil(10_000, 1, 1) * DAY_MS;

/** Excel's serial day number of a wall-clock time given as UTC milliseconds. */
export function excelSerial(wallMs: number): number {
  return wallMs / DAY_MS + EPOCH_SERIAL;
}

/** Whether a wall-clock time (UTC milliseconds) has a serial every reader shows as that time. */
export function hasExcelSerial(wallMs: number): boolean {
  return wallMs >= FIRST_SERIAL_MS && wallMs < PAST_LAST_SERIAL_MS;
}

/**
 * A wall-clock time as text: `YYYY-MM-DD HH:mm:ss` (milliseconds after a dot when there are some),
 * or `YYYY-MM-DD` for a date; a year outside 0000–9999 signed (-0001, +10000).
 */
export function wallTimeText(wallMs: number, withTime: boolean): string {
  const w = wallTimeAtOffset(wallMs, 0);
  const date = formatIsoDate(w);
  if (!withTime) return date;
  const time = `${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
  return w.millisecond === 0
    ? `${date} ${time}`
    : `${date} ${time}.${String(w.millisecond).padStart(3, '0')}`;
}
