import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { activateLanguage } from './activate';
import {
  readLanguageChoice,
  saveLanguageChoice,
  shownLanguage,
  type LanguageChoice,
} from './language-choice';
import { LanguageContext } from './language-context';
import { pageLocales } from '../ui/locale/use-locale-format';

/**
 * The interface's language for the tree. main.tsx activates the first language before the first
 * render, so no English flashes; a change loads the new catalog first, then swaps every string at
 * once, with nothing remounted (an open dialog keeps what was typed).
 */
export function LanguageProvider(props: { readonly children: ReactNode }) {
  const [choice, setChoice] = useState<LanguageChoice>(readLanguageChoice);
  const latest = useRef(choice);
  const choose = useCallback((next: LanguageChoice) => {
    latest.current = next;
    saveLanguageChoice(next);
    void activateLanguage(shownLanguage(next, pageLocales())).then(() => {
      // A slower catalog must not win over a later choice.
      if (latest.current === next) setChoice(next);
    });
  }, []);
  const state = useMemo(
    () => ({ choice, language: shownLanguage(choice, pageLocales()), choose }),
    [choice, choose],
  );
  return (
    <LanguageContext.Provider value={state}>
      <I18nProvider i18n={i18n}>{props.children}</I18nProvider>
    </LanguageContext.Provider>
  );
}
