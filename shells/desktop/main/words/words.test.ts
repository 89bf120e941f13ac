import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#shared/interface-language';
import type { SavedFileExtension, SavedFileKind } from '#backend/platform';
import { SHELL_WORDS, type MenuWords, type ShellWords } from './index';

const en = SHELL_WORDS.en;

const KINDS: readonly SavedFileKind[] = ['bookings', 'summary', 'report', 'pdf', 'picture'];
const EXTENSIONS: readonly SavedFileExtension[] = ['csv', 'xlsx', 'pdf', 'png'];

/** Every text of a language by its key, each function called with sample values. */
function texts(words: ShellWords): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') found.set(key, value);
    else if (key === 'saveDialog.title') {
      const title = value as ShellWords['saveDialog']['title'];
      for (const kind of KINDS)
        for (const extension of EXTENSIONS)
          found.set(`${key}(${kind}, ${extension})`, title(kind, extension));
    } else if (typeof value === 'function')
      found.set(key, (value as (sample: string) => string)('Bookings Viewer'));
    else
      for (const [name, inner] of Object.entries(value as object))
        walk(inner, key ? `${key}.${name}` : name);
  };
  walk(words, '');
  return found;
}

/** The few texts written as in English: the version's word and OK in all three, Services in French. */
const SAME_AS_ENGLISH: Readonly<Record<Exclude<InterfaceLanguage, 'en'>, readonly string[]>> = {
  de: ['menu.version', 'about.version', 'about.ok'],
  fr: ['menu.services', 'menu.version', 'about.version', 'about.ok'],
};

describe('the desktop shell’s words', () => {
  it('has words for every language of the interface', () => {
    expect(Object.keys(SHELL_WORDS).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it.each(['de', 'fr'] as const)(
    'translates every text into %s, but for a short list that stays as in English',
    (language) => {
      const english = texts(en);
      const translated = texts(SHELL_WORDS[language]);
      expect([...translated.keys()]).toEqual([...english.keys()]);
      const same = [...english].filter(([key, text]) => translated.get(key) === text);
      expect(same.map(([key]) => key)).toEqual(SAME_AS_ENGLISH[language]);
      for (const [key, text] of translated) expect(text.trim(), key).not.toBe('');
    },
  );

  it('gives each file the app saves a title of its own in each language', () => {
    const saved: ReadonlyArray<[SavedFileKind, SavedFileExtension]> = [
      ['bookings', 'csv'],
      ['bookings', 'xlsx'],
      ['summary', 'csv'],
      ['summary', 'xlsx'],
      ['report', 'xlsx'],
      ['pdf', 'pdf'],
      ['picture', 'png'],
    ];
    for (const language of INTERFACE_LANGUAGES) {
      const { title } = SHELL_WORDS[language].saveDialog;
      const titles = saved.map(([kind, extension]) => title(kind, extension));
      expect(new Set(titles).size, language).toBe(saved.length);
    }
    expect(SHELL_WORDS.de.saveDialog.title('bookings', 'xlsx')).toBe(
      'Buchungen als Excel-Arbeitsmappe exportieren',
    );
    expect(SHELL_WORDS.fr.saveDialog.title('summary', 'csv')).toBe(
      'Exporter la synthèse au format CSV',
    );
  });

  it('writes the typographic apostrophe and ellipsis in every language', () => {
    for (const language of INTERFACE_LANGUAGES)
      for (const [key, text] of texts(SHELL_WORDS[language])) {
        expect(text, `${language} ${key}`).not.toContain("'");
        expect(text, `${language} ${key}`).not.toContain('...');
      }
    expect(SHELL_WORDS.fr.picture.notSaved).toBe('L’image n’a pas été enregistrée.');
  });

  it('refuses, at compile time, a language that lacks a word', () => {
    const { file: _file, ...lacking } = en.menu;
    // @ts-expect-error A language without one of the menu's words does not compile.
    const menu: MenuWords = lacking;
    expect(menu).not.toHaveProperty('file');
  });
});
