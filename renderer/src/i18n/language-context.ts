/** The language in use and the person's choice, for the language menu and the locale of dates. */
import { createContext, useContext } from 'react';
import type { LanguageChoice } from './language-choice';
import type { ShownLanguage } from './languages';

/** What the language menu reads and changes. */
export interface LanguageState {
  readonly choice: LanguageChoice;
  readonly language: ShownLanguage;
  /** Loads the new language's catalog, then shows it everywhere at once, and remembers the choice. */
  readonly choose: (choice: LanguageChoice) => void;
}

/** Outside a LanguageProvider (tests of one component): English, and choosing does nothing. */
export const LanguageContext = createContext<LanguageState>({
  choice: 'auto',
  language: 'en',
  choose: () => {},
});

/** The language in use and the person's choice. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
