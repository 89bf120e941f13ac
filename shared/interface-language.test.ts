import { describe, expect, it } from 'vitest';
import { interfaceLanguageOf, isInterfaceLanguage } from './interface-language';

describe('interfaceLanguageOf', () => {
  it('takes the first locale whose language the interface is written in', () => {
    expect(interfaceLanguageOf(['ja-JP', 'de-CH', 'fr-FR'])).toBe('de');
    expect(interfaceLanguageOf(['fr_CA', 'en-US'])).toBe('fr');
    expect(interfaceLanguageOf(['EN-gb'])).toBe('en');
  });

  it('falls back to English when none is', () => {
    expect(interfaceLanguageOf(['ja-JP', 'es'])).toBe('en');
    expect(interfaceLanguageOf([])).toBe('en');
    expect(interfaceLanguageOf([''])).toBe('en');
  });

  it('knows only English, German and French', () => {
    expect(['en', 'de', 'fr', 'es', 'DE', 'pseudo', 1].map(isInterfaceLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
