import type { Messages } from '@lingui/core';
import { catalogOf } from '../i18n/catalogs';
import type { ShownLanguage } from '../i18n/languages';

/** Every message of a language, both of its chunks, for a test that renders a view in it. */
export async function allMessages(language: ShownLanguage): Promise<Messages> {
  const catalog = catalogOf(language);
  const [first, later] = await Promise.all([catalog.first(), catalog.later()]);
  return { ...first, ...later };
}
