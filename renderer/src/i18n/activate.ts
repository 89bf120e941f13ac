/** Puts a language's catalog in the app's one i18n instance. */
import { i18n } from '@lingui/core';
import { loadMessages } from './catalogs';
import type { ShownLanguage } from './languages';

/** Loads the language's messages (once) and makes them the interface's. */
export async function activateLanguage(language: ShownLanguage): Promise<void> {
  if (!i18n.messages || i18n.locale !== language) {
    i18n.load(language, await loadMessages(language));
  }
  i18n.activate(language);
}
