import { describe, expect, it } from 'vitest';
import { setShellLanguage, shellLanguage, shellWords, systemShellLanguage } from './shell-language';
import { SHELL_WORDS } from './words';

const os = (preferred: string[], locale = 'en-US') => ({
  getPreferredSystemLanguages: () => preferred,
  getLocale: () => locale,
});

describe('the shell’s language', () => {
  it('starts in the first of the OS’s preferred languages the app is written in', () => {
    expect(systemShellLanguage(os(['ja-JP', 'de-AT', 'fr-FR']))).toBe('de');
    expect(systemShellLanguage(os(['fr-CA', 'en-US']))).toBe('fr');
  });

  it('falls back to the app’s locale, then to English', () => {
    expect(systemShellLanguage(os(['ja-JP'], 'fr-FR'))).toBe('fr');
    expect(systemShellLanguage(os([], 'de'))).toBe('de');
    expect(systemShellLanguage(os(['ja-JP'], 'ja'))).toBe('en');
  });

  it('speaks English until told otherwise, then the language it is told, saying when it changed', () => {
    expect(shellLanguage()).toBe('en');
    expect(shellWords()).toBe(SHELL_WORDS.en);
    expect(setShellLanguage('fr')).toBe(true);
    expect(shellWords()).toBe(SHELL_WORDS.fr);
    expect(setShellLanguage('fr')).toBe(false);
    expect(setShellLanguage('en')).toBe(true);
    expect(shellLanguage()).toBe('en');
  });
});
