import { describe, expect, it } from 'vitest';
import { systemLocales } from './system-locales';

describe('systemLocales', () => {
  it('puts the regional format before the preferred languages, without duplicates', () => {
    const locales = systemLocales({
      getSystemLocale: () => 'de-DE',
      getPreferredSystemLanguages: () => ['en-US', 'de-DE', 'fr'],
    });
    expect(locales).toEqual(['de-DE', 'en-US', 'fr']);
  });

  it('drops empty and malformed tags and fixes underscores', () => {
    const locales = systemLocales({
      getSystemLocale: () => '',
      getPreferredSystemLanguages: () => ['en_GB', 'not a locale!', 'ja-JP'],
    });
    expect(locales).toEqual(['en-GB', 'ja-JP']);
  });
});
