/** The person's language choice, remembered on this computer before any account is open. */
import {
  isLanguage,
  languageOfLocales,
  PSEUDO,
  type Language,
  type ShownLanguage,
} from './languages';

/** A named language, or the operating system's. */
export type LanguageChoice = Language | typeof PSEUDO | 'auto';

const KEY = 'bookings-viewer.language';

/** The remembered choice; 'auto' when none, or when what is stored is not a language. */
export function readLanguageChoice(): LanguageChoice {
  let stored: string | null | undefined;
  try {
    stored = globalThis.localStorage?.getItem(KEY);
  } catch {
    // Storage refused (a locked-down profile): the OS language serves.
    return 'auto';
  }
  return isLanguage(stored) || stored === PSEUDO ? stored : 'auto';
}

/** Remembers the choice; 'auto' forgets it, so the OS language serves again. */
export function saveLanguageChoice(choice: LanguageChoice): void {
  try {
    if (choice === 'auto') globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, choice);
  } catch {
    // Not remembered: the choice still holds until the app closes.
  }
}

/** The language a choice shows, given the person's locales (best first). */
export function shownLanguage(choice: LanguageChoice, locales: readonly string[]): ShownLanguage {
  return choice === 'auto' ? languageOfLocales(locales) : choice;
}
