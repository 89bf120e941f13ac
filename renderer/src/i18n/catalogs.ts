/**
 * Loads the catalog of one language only, in two chunks: the first screen's messages, which the
 * first render waits for, and the later views' (Insights, Trends, All locations, exports: half the
 * words), which load beside them and which those views wait for (lazy-named.ts). The first screen's
 * budget counts the first chunk.
 */
import type { Messages } from '@lingui/core';
import { assertNever } from '#shared/assert-never';
import type { ShownLanguage } from './languages';

/** The catalog parts held back from the first chunk: lingui.config.ts's names. */
export const LATER_PARTS = [
  'insights',
  'trends',
  'people',
  'all-locations',
  'export',
  'sites',
  'site-calendars',
  'account-forms',
  'ahead',
  'schedules',
  'key-list',
  'timeline-zoom',
] as const;

/** A language's two chunks. */
export interface LanguageCatalog {
  readonly first: () => Promise<Messages>;
  readonly later: () => Promise<Messages>;
}

const messagesOf = (module: Promise<{ messages: Messages }>) => module.then((m) => m.messages);

/** Where a language's messages come from. */
export function catalogOf(language: ShownLanguage): LanguageCatalog {
  switch (language) {
    case 'en':
      return {
        first: () => messagesOf(import('./catalog-en')),
        later: () => messagesOf(import('./catalog-en-later')),
      };
    case 'de':
      return {
        first: () => messagesOf(import('./catalog-de')),
        later: () => messagesOf(import('./catalog-de-later')),
      };
    case 'fr':
      return {
        first: () => messagesOf(import('./catalog-fr')),
        later: () => messagesOf(import('./catalog-fr-later')),
      };
    case 'pseudo': {
      const english = catalogOf('en');
      const pseudo = async (messages: Promise<Messages>) =>
        (await import('./pseudo')).pseudoCatalog(await messages);
      return { first: () => pseudo(english.first()), later: () => pseudo(english.later()) };
    }
    default:
      return assertNever(language);
  }
}
