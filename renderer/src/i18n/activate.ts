/** Puts a language's catalog in the app's one i18n instance. */
import { i18n } from '@lingui/core';
import { catalogOf } from './catalogs';
import type { ShownLanguage } from './languages';

let laterViews: Promise<unknown> = Promise.resolve();

/** Settles once the views loaded after the first screen have their messages too. */
export function laterMessagesLoaded(): Promise<unknown> {
  return laterViews;
}

/**
 * Shows the language: at start, as soon as the first screen's messages are in (the later views'
 * follow, and those views wait for them); on a change, once every message is in, so nothing shows
 * an id meanwhile.
 */
export async function activateLanguage(
  language: ShownLanguage,
  when: 'first-screen' | 'all' = 'all',
): Promise<void> {
  const catalog = catalogOf(language);
  const later = catalog.later();
  const first = await catalog.first();
  i18n.load(language, first);
  const loaded = later.then((messages) => i18n.load(language, messages));
  // A later chunk that fails leaves its views in English ids; the first screen still shows.
  laterViews = loaded.catch(() => undefined);
  if (when === 'all') await loaded;
  i18n.activate(language);
}
