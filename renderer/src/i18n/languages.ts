/** The interface's languages, and which one a person's locales ask for. */

/** The languages the interface is written in; English is the source. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
/** One of the interface's languages. */
export type Language = (typeof LANGUAGES)[number];

/**
 * Every string marked and about 40% longer: for tests that look for untranslated or cut text. Not
 * offered in the language menu.
 */
export const PSEUDO = 'pseudo';
/** A language the interface can be shown in, the pseudo-language included. */
export type ShownLanguage = Language | typeof PSEUDO;

/** Each language in its own words, as language menus show them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/** Whether a string names one of the interface's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the person's locales (best first) the interface is written in; else English. */
export function languageOfLocales(locales: readonly string[]): Language {
  for (const tag of locales) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return 'en';
}
