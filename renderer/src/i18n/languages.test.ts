import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfLocales } from './languages';

describe('the language a person’s locales ask for', () => {
  it('is the first of their locales the interface is written in', () => {
    expect(languageOfLocales(['de-CH', 'en-GB'])).toBe('de');
    expect(languageOfLocales(['it-IT', 'fr-CH', 'de'])).toBe('fr');
    expect(languageOfLocales(['fr_FR'])).toBe('fr');
    expect(languageOfLocales(['EN-us'])).toBe('en');
  });

  it('is English when none is, or when there are none', () => {
    expect(languageOfLocales(['it-IT', 'ja'])).toBe('en');
    expect(languageOfLocales([])).toBe('en');
    expect(languageOfLocales([''])).toBe('en');
  });

  it('names only the three languages', () => {
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('pseudo')).toBe(false);
    expect(isLanguage('DE')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
