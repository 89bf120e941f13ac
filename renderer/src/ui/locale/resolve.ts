import type { Clock, WeekStartSetting } from '#shared/contract';
import type { WeekStart } from '#shared/time/week-start';

/** 0 is Sunday, as in Date#getDay and Mantine's `firstDayOfWeek`. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What the user's locale and settings decide about dates and numbers on screen. */
export interface ResolvedLocale {
  /** The BCP 47 tag Intl uses for names, date order and number grouping. */
  readonly locale: string;
  readonly hour12: boolean;
  readonly firstDayOfWeek: DayOfWeek;
}

/** The OS's (or browser's) locales, best first, and the user's overrides. */
export interface LocalePreferences {
  readonly locales: readonly string[];
  /**
   * The interface's language: dates and numbers are written in it too (no "Busiest: Freitag" in an
   * English sentence), in the OS's region where the OS has one. Absent: the OS locale as it is.
   */
  readonly language?: string;
  readonly clock: Clock;
  readonly weekStart: WeekStartSetting;
}

const NAMED_DAYS: Record<WeekStart, DayOfWeek> = {
  sunday: 0,
  monday: 1,
  saturday: 6,
};

/** Picks the first locale Intl supports and applies the clock and week-start overrides. */
export function resolveLocale(prefs: LocalePreferences): ResolvedLocale {
  const locale = supportedLocale(
    prefs.language ? localesInLanguage(prefs.locales, prefs.language) : prefs.locales,
  );
  return {
    locale,
    hour12: prefs.clock === 'auto' ? localeUses12Hours(locale) : prefs.clock === '12h',
    firstDayOfWeek:
      prefs.weekStart === 'auto' ? localeFirstDayOfWeek(locale) : NAMED_DAYS[prefs.weekStart],
  };
}

/**
 * The locales to try for an interface language: the OS's own in that language first (de-CH stays
 * de-CH), then the language in the OS's first region (German chosen on en-CH gives de-CH), then
 * the language alone.
 */
export function localesInLanguage(locales: readonly string[], language: string): string[] {
  const own = locales.filter((tag) => tag.split(/[-_]/)[0]?.toLowerCase() === language);
  let region: string | undefined;
  try {
    region = locales[0] ? new Intl.Locale(locales[0].replace('_', '-')).region : undefined;
  } catch {
    region = undefined;
  }
  return [...own, ...(region ? [`${language}-${region}`] : []), language];
}

function supportedLocale(locales: readonly string[]): string {
  for (const tag of locales) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // A malformed tag from the OS: try the next one.
    }
  }
  return new Intl.DateTimeFormat().resolvedOptions().locale;
}

/** Whether the locale's own clock is 12-hour (en-US, en-AU, hi-IN…). */
export function localeUses12Hours(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

interface WeekInfo {
  readonly firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
};

// Regions whose week starts on Sunday or Saturday, for runtimes whose Intl.Locale has no week info
// (CLDR's supplemental weekData; every other region starts on Monday).
const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** The locale's first day of the week (0 Sunday … 6 Saturday). */
export function localeFirstDayOfWeek(locale: string): DayOfWeek {
  const l = new Intl.Locale(locale) as LocaleWithWeekInfo;
  // Chromium has getWeekInfo(); older V8 (Node 22) has the weekInfo getter. Both count Monday as 1, Sunday as 7.
  const info = typeof l.getWeekInfo === 'function' ? l.getWeekInfo() : l.weekInfo;
  if (info && Number.isInteger(info.firstDay)) return (info.firstDay % 7) as DayOfWeek;
  const region = l.maximize().region ?? '';
  if (SUNDAY_REGIONS.has(region)) return 0;
  if (SATURDAY_REGIONS.has(region)) return 6;
  return 1;
}
