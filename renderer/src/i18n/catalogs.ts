/** Loads the catalog of one language only: each language is a chunk of its own. */
import type { Messages } from '@lingui/core';
import { assertNever } from '#shared/assert-never';
import type { ShownLanguage } from './languages';

/** Every message of a language. */
export async function loadMessages(language: ShownLanguage): Promise<Messages> {
  switch (language) {
    case 'en':
      return (await import('./catalog-en')).messages;
    case 'de':
      return (await import('./catalog-de')).messages;
    case 'fr':
      return (await import('./catalog-fr')).messages;
    case 'pseudo': {
      const [english, { pseudoCatalog }] = await Promise.all([
        loadMessages('en'),
        import('./pseudo'),
      ]);
      return pseudoCatalog(english);
    }
    default:
      return assertNever(language);
  }
}
