/** The desktop shell's words in each of the interface's languages. */
import type { InterfaceLanguage } from '#shared/interface-language';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { ShellWords } from './types';

export type { AboutWords, MenuWords, PictureWords, SaveDialogWords, ShellWords } from './types';

/** Every language's words: a language of the interface without its words does not compile. */
export const SHELL_WORDS: Readonly<Record<InterfaceLanguage, ShellWords>> = { en, de, fr };
