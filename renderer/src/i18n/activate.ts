/** Puts a language's catalog in the app's one i18n instance. */
import { i18n } from '@lingui/core';
import { catalogOf } from './catalogs';
import type { ShownLanguage } from './languages';

let loadLater: () => Promise<unknown> = () => Promise.resolve();
let later: Promise<unknown> | null = null;

/**
 * Settles once the views loaded after the first screen have their messages too. Their chunk is
 * fetched on the first call (the first lazy view to load), so it does not compete with the first
 * screen's requests.
 */
export function laterMessagesLoaded(): Promise<unknown> {
  later ??= loadLater();
  return later;
}

/**
 * Shows the language: at start, as soon as the first screen's messages are in (the later views
 * wait for theirs); on a change, once every message is in, so nothing shows an id meanwhile.
 */
export async function activateLanguage(
  language: ShownLanguage,
  when: 'first-screen' | 'all' = 'all',
): Promise<void> {
  const catalog = catalogOf(language);
  const first = await catalog.first();
  i18n.load(language, first);
  // A later chunk that fails leaves its views showing ids; the first screen still shows.
  loadLater = () =>
    catalog.later().then(
      (messages) => i18n.load(language, messages),
      () => undefined,
    );
  later = when === 'all' ? loadLater() : null;
  if (later) await later;
  i18n.activate(language);
}
