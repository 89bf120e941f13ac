import { addDays, daysFromCivil, parseIsoDate } from '#shared/time/civil';

/** The ISO 8601 week (1 to 53) and its year, for a YYYY-MM-DD date. */
export function isoWeek(isoDate: string): { readonly year: number; readonly week: number } {
  const d = parseIsoDate(isoDate);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error's message, for developers, never shown
  if (!d) throw new RangeError(`Not a date: ${isoDate}`);
  const days = daysFromCivil(d.year, d.month, d.day);
  const isoWeekday = ((((days + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday
  // The week belongs to the year of its Thursday.
  const thursday = parseIsoDate(addDays(isoDate, 4 - isoWeekday))!;
  const dayOfYear =
    daysFromCivil(thursday.year, thursday.month, thursday.day) - daysFromCivil(thursday.year, 1, 1);
  return { year: thursday.year, week: Math.floor(dayOfYear / 7) + 1 };
}
