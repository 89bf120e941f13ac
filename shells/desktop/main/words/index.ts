/**
 * The desktop shell's words in each of the interface's languages, from its catalogs
 * (shells/desktop/main/locales/{locale}/desktop.po, compiled by scripts/compile-catalogs.ts).
 */
import { translatorOf } from '#shared/i18n/catalog';
import type { InterfaceLanguage } from '#shared/interface-language';
import { messages as de } from '../locales/de/desktop';
import { messages as en } from '../locales/en/desktop';
import { messages as fr } from '../locales/fr/desktop';
import { buildShellWords } from './build';
import type { ShellWords } from './types';

export type { AboutWords, MenuWords, PictureWords, SaveDialogWords, ShellWords } from './types';

/** Every language's words: a language of the interface without its catalog does not compile. */
export const SHELL_WORDS: Readonly<Record<InterfaceLanguage, ShellWords>> = {
  en: buildShellWords(translatorOf('en', en)),
  de: buildShellWords(translatorOf('de', de)),
  fr: buildShellWords(translatorOf('fr', fr)),
};
