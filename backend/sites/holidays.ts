/**
 * Sites' public holidays, from the date-holidays library (200 countries and their regions). Loading
 * it takes 0.3–0.8 s, so it is imported only when a site's calendar is set or its holidays are
 * first needed, and what it works out is kept per (calendar, year): in memory, and in the store, so
 * the next command reads them there instead of loading it again. Only public holidays count (the
 * library's type 'public'; not bank, school or observance days), and only whole ones: a holiday
 * from noon closes no whole day.
 */
import type DateHolidays from 'date-holidays';
import type { HolidayCalendar } from '#shared/contract';
import { AppFailure } from '#shared/result';
import type { ClosedDay } from '#shared/sites/site-clock';
import { addDays, parseIsoDate } from '#shared/time/civil';
import type { Store } from '../store/store';

/**
 * What the kept holidays were worked out with: another version of the library (or other choices)
 * works them out again. A test checks the version against the installed package.
 */
export const HOLIDAYS_SOURCE = 'date-holidays 3.37.0; public; en';

/** The public holidays of site calendars. */
export interface Holidays {
  /** The calendar as date-holidays spells it (gb-eng → GB-ENG); refuses one it does not know, by name. */
  check(code: string): Promise<string>;
  /** Every calendar there is: each country, its regions and theirs. */
  calendars(): Promise<readonly HolidayCalendar[]>;
  /**
   * Each calendar's public holidays in those years, sorted by date, by calendar code. A calendar
   * the library does not know (any more) has none.
   */
  closedDays(
    calendars: readonly string[],
    years: readonly number[],
  ): Promise<ReadonlyMap<string, readonly ClosedDay[]>>;
}

type Library = typeof DateHolidays;

const DAY_MS = 86_400_000;
/** A process asks for few calendars and years; this only stops a long-running app growing without end. */
const MEMORY_LIMIT = 5000;

let loading: Promise<Library> | null = null;

/** date-holidays, imported on first use, once per process. */
function loadLibrary(): Promise<Library> {
  loading ??= import('date-holidays').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null; // a later call tries again
      throw new AppFailure(
        'internal',
        `The public-holiday calendars could not be loaded (${error instanceof Error ? error.message : String(error)}). Reinstall the app, or set the sites' holidays to none.`,
      );
    },
  );
  return loading;
}

/** Where a calendar's code points in date-holidays: country, state, region, as the library spells them. */
interface Place {
  readonly code: string;
  readonly parts: readonly [country: string, state?: string, region?: string];
}

type Names = Readonly<Record<string, string>>;

/** The key of `names` that is `typed` in any letter case. */
const keyOf = (names: Names | undefined, typed: string): string | undefined =>
  names ? Object.keys(names).find((key) => key.toUpperCase() === typed.toUpperCase()) : undefined;

/** A list of codes for a message, long ones cut. */
const listed = (keys: readonly string[]): string =>
  keys.length > 40 ? `${keys.slice(0, 40).join(', ')} …` : keys.join(', ');

const HOW_TO_FIND =
  'Run "bookings-viewer sites calendars" to list them, or pick one from the list.';

/** The place a code names, or why there is none. */
function placeOf(directory: DateHolidays, typed: string): Place | string {
  const [c = '', s, r, ...more] = typed.trim().split('-');
  const refuse = (why: string) => `There is no holiday calendar "${typed}": ${why}`;
  const countries = directory.getCountries('en');
  const country = keyOf(countries, c);
  if (!country || more.length > 0)
    return refuse(
      `give a country's two-letter code (GB, DE, US …), with a region where its holidays differ (GB-ENG, DE-BY, US-NY). ${HOW_TO_FIND}`,
    );
  if (s === undefined) return { code: country, parts: [country] };
  const name = `${countries[country]} (${country})`;
  const states: Names | undefined = directory.getStates(country, 'en');
  const state = keyOf(states, s);
  if (!state || !states)
    return refuse(
      states
        ? `${name} has no region "${s}". Its regions: ${listed(Object.keys(states))}; e.g. ${country}-${Object.keys(states)[0]}, or ${country} alone for the whole country.`
        : `the calendars have no regions of ${name}: give ${country} alone.`,
    );
  if (r === undefined) return { code: `${country}-${state}`, parts: [country, state] };
  const regions: Names | undefined = directory.getRegions(country, state, 'en');
  const region = keyOf(regions, r);
  if (!region || !regions)
    return refuse(
      regions
        ? `${country}-${state} has no region "${r}". Its regions: ${listed(Object.keys(regions))}, or ${country}-${state} alone.`
        : `the calendars have no regions within ${country}-${state}: give ${country}-${state} alone.`,
    );
  return { code: `${country}-${state}-${region}`, parts: [country, state, region] };
}

/** A holiday kept: its local day and its name. */
interface KeptDay {
  readonly date: string;
  readonly name: string;
}

/** The calendar's whole public holidays that begin in `year`, a day each (a three-day holiday is three). */
function workOut(calendar: DateHolidays, year: number): readonly KeptDay[] {
  const days: KeptDay[] = [];
  for (const holiday of calendar.getHolidays(year)) {
    // "YYYY-MM-DD hh:mm:ss [offset]", the country's own clock: a holiday from noon closes no whole day.
    if (holiday.type !== 'public' || holiday.date.slice(11, 19) !== '00:00:00') continue;
    const first = holiday.date.slice(0, 10);
    if (!parseIsoDate(first)) continue;
    // Rounded: a day of 23 or 25 hours is still one day.
    const count = Math.max(
      1,
      Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS),
    );
    for (let i = 0; i < count; i++) days.push({ date: addDays(first, i), name: holiday.name });
  }
  return days;
}

/** Kept days as the store holds them, or null when the text is not that (then they are worked out again). */
function keptDays(text: unknown): readonly KeptDay[] | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const days = value as unknown[];
    const ok = days.every(
      (d) =>
        typeof d === 'object' &&
        d !== null &&
        typeof (d as KeptDay).date === 'string' &&
        parseIsoDate((d as KeptDay).date) !== null &&
        typeof (d as KeptDay).name === 'string',
    );
    return ok ? (days as KeptDay[]) : null;
  } catch {
    return null;
  }
}

const keyOfYear = (code: string, year: number) => `${code}\u0000${year}`;

/** The holidays over date-holidays, kept in `store` (null: in memory only). */
export function createHolidays(store: Store | null): Holidays {
  const memory = new Map<string, readonly KeptDay[]>();
  const instances = new Map<string, DateHolidays>();
  let directory: DateHolidays | null = null;

  const directoryOf = async (): Promise<DateHolidays> => {
    const Library = await loadLibrary();
    directory ??= new Library();
    return directory;
  };
  const calendarOf = (Library: Library, place: Place): DateHolidays => {
    let calendar = instances.get(place.code);
    if (!calendar) {
      const [country, state, region] = place.parts;
      const options = { types: ['public' as const], languages: ['en'] };
      calendar =
        region !== undefined && state !== undefined
          ? new Library(country, state, region, options)
          : state !== undefined
            ? new Library(country, state, options)
            : new Library(country, options);
      instances.set(place.code, calendar);
    }
    return calendar;
  };
  const remember = (key: string, days: readonly KeptDay[]) => {
    if (memory.size >= MEMORY_LIMIT) memory.clear();
    memory.set(key, days);
  };

  /** What the store keeps of the years, by calendar and year (an unusable store: nothing). */
  const readKept = (years: readonly number[]): ReadonlyMap<string, readonly KeptDay[]> => {
    const kept = new Map<string, readonly KeptDay[]>();
    if (!store) return kept;
    try {
      const rows = store.read((sql) =>
        sql.all(
          'SELECT calendar, year, days FROM holiday_days WHERE source = ? AND year BETWEEN ? AND ?',
          HOLIDAYS_SOURCE,
          Math.min(...years),
          Math.max(...years),
        ),
      );
      for (const row of rows) {
        const days = keptDays(row.days);
        if (days) kept.set(keyOfYear(String(row.calendar), Number(row.year)), days);
      }
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error;
    }
    return kept;
  };
  /** Keeps what was worked out for the next command (one short transaction; a store that refuses: not kept). */
  const keep = (entries: readonly (readonly [string, number, readonly KeptDay[]])[]): void => {
    if (!store || entries.length === 0) return;
    try {
      store.write((sql) => {
        for (const [calendar, year, days] of entries)
          sql.run(
            `INSERT INTO holiday_days (calendar, year, source, days) VALUES (?, ?, ?, ?)
             ON CONFLICT (calendar, year) DO UPDATE SET source = excluded.source, days = excluded.days`,
            calendar,
            year,
            HOLIDAYS_SOURCE,
            JSON.stringify(days),
          );
      });
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error;
    }
  };

  return {
    async check(code) {
      const place = placeOf(await directoryOf(), code);
      if (typeof place === 'string') throw new AppFailure('invalid-argument', place);
      return place.code;
    },
    async calendars() {
      const lib = await directoryOf();
      const all: HolidayCalendar[] = [];
      for (const [code, country] of Object.entries(lib.getCountries('en'))) {
        all.push({ code, country, region: null });
        for (const [state, region] of Object.entries(lib.getStates(code, 'en') ?? {})) {
          all.push({ code: `${code}-${state}`, country, region });
          for (const [sub, within] of Object.entries(lib.getRegions(code, state, 'en') ?? {}))
            all.push({ code: `${code}-${state}-${sub}`, country, region: `${region}: ${within}` });
        }
      }
      return all;
    },
    async closedDays(calendars, years) {
      const codes = [...new Set(calendars)];
      const found = new Map<string, readonly KeptDay[]>();
      const learn = (key: string, days: readonly KeptDay[]) => {
        found.set(key, days);
        remember(key, days);
      };
      let missing: (readonly [string, number])[] = [];
      for (const code of codes)
        for (const year of years) {
          const days = memory.get(keyOfYear(code, year));
          if (days) found.set(keyOfYear(code, year), days);
          else missing.push([code, year]);
        }
      if (missing.length > 0) {
        const kept = readKept(years);
        missing = missing.filter(([code, year]) => {
          const days = kept.get(keyOfYear(code, year));
          if (days) learn(keyOfYear(code, year), days);
          return !days;
        });
      }
      if (missing.length > 0) {
        const Library = await loadLibrary();
        const lookup = await directoryOf();
        const worked: [string, number, readonly KeptDay[]][] = [];
        for (const [code, year] of missing) {
          const place = placeOf(lookup, code);
          // Saved when the library knew it; if it no longer does, the site has no holidays.
          if (typeof place === 'string') {
            learn(keyOfYear(code, year), []);
            continue;
          }
          const days = workOut(calendarOf(Library, place), year);
          learn(keyOfYear(code, year), days);
          worked.push([code, year, days]);
        }
        keep(worked);
      }
      const byCalendar = new Map<string, readonly ClosedDay[]>();
      for (const code of codes) {
        const seen = new Set<string>();
        const days: ClosedDay[] = [];
        for (const year of years)
          for (const { date, name } of found.get(keyOfYear(code, year)) ?? []) {
            // A holiday of several days may run into the next year, which lists it too.
            const key = `${date}\u0000${name}`;
            if (seen.has(key)) continue;
            seen.add(key);
            days.push({ date, kind: 'holiday', reason: name });
          }
        days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
        byCalendar.set(code, days);
      }
      return byCalendar;
    },
  };
}
