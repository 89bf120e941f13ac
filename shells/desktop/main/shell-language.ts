/**
 * The language of the desktop shell's own words: the OS's at start, so the menu is right before the
 * page speaks, then whatever the page says it shows (setInterfaceLanguage). One per process, as the
 * menu is; dialogs read it when they open.
 */
import { interfaceLanguageOf, type InterfaceLanguage } from '#shared/interface-language';
import { SHELL_WORDS, type ShellWords } from './words';

let current: InterfaceLanguage = 'en';

/** What main reads the OS's languages from: Electron's `app`, or a fake in tests. */
export interface LanguageSource {
  getPreferredSystemLanguages(): string[];
  getLocale(): string;
}

/**
 * The OS's language for the shell: the first of its preferred languages the app is written in, then
 * the app's locale, else English. The regional format is left out: English with German dates stays English.
 */
export function systemShellLanguage(source: LanguageSource): InterfaceLanguage {
  return interfaceLanguageOf([...source.getPreferredSystemLanguages(), source.getLocale()]);
}

/** The language the shell speaks now. */
export function shellLanguage(): InterfaceLanguage {
  return current;
}

/** The shell's words in its language now. */
export function shellWords(): ShellWords {
  return SHELL_WORDS[current];
}

/** Switches the shell's language; true when it changed (the menu is then built again). */
export function setShellLanguage(language: InterfaceLanguage): boolean {
  if (language === current) return false;
  current = language;
  return true;
}
