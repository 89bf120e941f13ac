/**
 * Calendar arithmetic on plain dates, with no time zone: days since the epoch and back
 * (Howard Hinnant's civil-from-days algorithms), and YYYY-MM-DD parsing.
 */

const DAY_MS = 86_400_000;

/** A calendar date. Month is 1 to 12. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Days from 1970-01-01 to the given date (negative before). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The calendar date that is `days` after 1970-01-01. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Parses YYYY-MM-DD into a real calendar date, or null (2026-02-30 is null). */
export function parseIsoDate(text: string): CivilDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const back = civilFromDays(daysFromCivil(year, month, day));
  return back.month === month && back.day === day ? { year, month, day } : null;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number): string => String(n).padStart(4, '0');

/**
 * A year as ISO 8601 writes it: four digits from 0000 to 9999, else signed with at least four (-0001,
 * +10000, ISO 8601's expanded form). The API's years are 0000 to 9999, but an instant near either end
 * can fall in the year before or after once a zone's offset is applied.
 */
export function formatYear(year: number): string {
  if (year >= 0 && year <= 9999) return pad4(year);
  return `${year < 0 ? '-' : '+'}${pad4(Math.abs(year))}`;
}

/** Formats a calendar date as YYYY-MM-DD (a year outside 0000–9999 signed, as formatYear says). */
export function formatIsoDate(date: CivilDate): string {
  return `${formatYear(date.year)}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** The date `n` days after (or before, when negative) a YYYY-MM-DD date. Throws on an invalid date. */
export function addDays(isoDate: string, n: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  return formatIsoDate(civilFromDays(daysFromCivil(date.year, date.month, date.day) + n));
}

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Not a date: ${a ? to : from}`);
  return daysFromCivil(b.year, b.month, b.day) - daysFromCivil(a.year, a.month, a.day);
}

/** An ISO weekday: Monday 1 to Sunday 7. */
export type IsoWeekdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The ISO weekday of a day number (days since 1970-01-01, which was a Thursday). */
export function isoWeekdayOfDayNumber(dayNumber: number): IsoWeekdayNumber {
  return (((((dayNumber + 3) % 7) + 7) % 7) + 1) as IsoWeekdayNumber;
}

/** The ISO weekday of a YYYY-MM-DD date. Throws on an invalid date. */
export function isoWeekdayOfDate(isoDate: string): IsoWeekdayNumber {
  const d = parseIsoDate(isoDate);
  if (!d) throw new RangeError(`Not a date: ${isoDate}`);
  return isoWeekdayOfDayNumber(daysFromCivil(d.year, d.month, d.day));
}

/** Milliseconds in a day, for UTC arithmetic only (local days can be 23 or 25 hours). */
export const UTC_DAY_MS = DAY_MS;

export { pad2, pad4 };
