import type { Handlers } from '#shared/contract';
import type { InterfaceLanguage } from '#shared/interface-language';

/** Puts the shell's own words (menu, dialogs) in a language. */
export type ShellLanguageSetter = (language: InterfaceLanguage) => void;

/**
 * setInterfaceLanguage: the desktop shell's words follow the page's language. A shell without words
 * of its own (the browser shell, whose menus are the browser's; the command line) accepts it and
 * does nothing, so the page calls it the same way everywhere.
 */
export function createInterfaceLanguageHandlers(
  setShellLanguage: ShellLanguageSetter | undefined,
): Pick<Handlers, 'setInterfaceLanguage'> {
  return {
    async setInterfaceLanguage({ language }) {
      setShellLanguage?.(language);
      return null;
    },
  };
}
