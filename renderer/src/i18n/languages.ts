/** The interface's languages, and which one a person's locales ask for. */

import {
  INTERFACE_LANGUAGES,
  interfaceLanguageOf,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from '#shared/interface-language';

/** The languages the interface is written in; English is the source. */
export const LANGUAGES = INTERFACE_LANGUAGES;
/** One of the interface's languages. */
export type Language = InterfaceLanguage;

/**
 * Every string marked and about 40% longer: for tests that look for untranslated or cut text. Not
 * offered in the language menu.
 */
export const PSEUDO = 'pseudo';
/** A language the interface can be shown in, the pseudo-language included. */
export type ShownLanguage = Language | typeof PSEUDO;

/** Each language in its own words, as language menus show them. */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name reads the same in every interface language */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Whether a string names one of the interface's languages. */
export const isLanguage = isInterfaceLanguage;

/** The first of the person's locales (best first) the interface is written in; else English. */
export const languageOfLocales = interfaceLanguageOf;
