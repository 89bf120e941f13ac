/**
 * Public-holiday calendars in words: "England (United Kingdom)", the country named in the
 * interface's locale (the library names regions in English or their own language, and so they
 * stay), and the picker's options, found by code, name or English country. Pure.
 */
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import type { HolidayCalendar } from '#shared/contract';
import { normaliseSearch, textMatches } from '#shared/scope/search';

const countryNames = new Map<string, Intl.DisplayNames | null>();

/** The country's name in the locale, or the library's English one where Intl has none. */
function countryName(locale: string, calendar: HolidayCalendar): string {
  let names = countryNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    countryNames.set(locale, names);
  }
  const country = calendar.code.slice(0, 2).toUpperCase();
  try {
    return names?.of(country) ?? calendar.country;
  } catch {
    return calendar.country;
  }
}

/** "England (United Kingdom)", "Germany" (Deutschland in German): a calendar's readable name. */
export function calendarName(locale: string, calendar: HolidayCalendar): string {
  const country = countryName(locale, calendar);
  return calendar.region ? `${calendar.region} (${country})` : country;
}

/** Each calendar's readable name by code. */
export function calendarNames(
  locale: string,
  calendars: readonly HolidayCalendar[],
): ReadonlyMap<string, string> {
  return new Map(calendars.map((c) => [c.code, calendarName(locale, c)]));
}

/** The picker's options and how it searches them. */
export interface CalendarOptions {
  readonly options: readonly ComboboxItem[];
  readonly filter: OptionsFilter;
}

/**
 * The calendars as the picker offers them, by name in the locale's order (a country before its
 * regions), after `first` (the picker's own choices). The search finds a calendar by its code
 * (an exact code first), its name, or its country's English name, whatever the case or accents.
 */
export function calendarOptions(
  locale: string,
  calendars: readonly HolidayCalendar[],
  first: readonly ComboboxItem[],
): CalendarOptions {
  const collator = new Intl.Collator(locale);
  const named = calendars.map((c) => ({ c, country: countryName(locale, c) }));
  named.sort(
    (a, b) =>
      collator.compare(a.country, b.country) ||
      // The whole country first, then its regions by name.
      Number(a.c.region !== null) - Number(b.c.region !== null) ||
      collator.compare(a.c.region ?? '', b.c.region ?? ''),
  );
  const searched = new Map<string, string>(first.map((o) => [o.value, o.label]));
  const options = [
    ...first,
    ...named.map(({ c }) => {
      const label = calendarName(locale, c);
      searched.set(c.code, `${c.code} ${label} ${c.country}`);
      return { value: c.code, label };
    }),
  ];
  const filter: OptionsFilter = ({ options: shown, search }) => {
    const needle = normaliseSearch(search);
    if (needle === '') return shown;
    const items = shown as ComboboxItem[];
    const typed = search.trim().toUpperCase();
    const exact = items.filter((o) => o.value === typed);
    const rest = items.filter(
      (o) => o.value !== typed && textMatches(searched.get(o.value) ?? o.label, needle),
    );
    return [...exact, ...rest];
  };
  return { options, filter };
}
