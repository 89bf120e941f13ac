import { describe, expect, it } from 'vitest';
import { localeTag, systemCsvDelimiter, systemLocale, systemReportLanguage } from './system-locale';

describe('the system’s locale', () => {
  it('reads POSIX names as BCP 47 tags; C and POSIX are none', () => {
    expect(localeTag('de_DE.UTF-8')).toBe('de-DE');
    expect(localeTag('fr_FR@euro')).toBe('fr-FR');
    expect(localeTag('en')).toBe('en');
    expect(localeTag('C.UTF-8')).toBeNull();
    expect(localeTag('POSIX')).toBeNull();
    expect(localeTag('')).toBeNull();
    expect(localeTag('not_a-locale!')).toBeNull();
  });

  it('takes LC_ALL, then the category’s variable, then LANG; an empty one is unset', () => {
    expect(systemLocale({ LANG: 'de_DE.UTF-8' }, 'LC_MESSAGES')).toBe('de-DE');
    expect(systemLocale({ LC_MESSAGES: 'fr_FR', LANG: 'de_DE' }, 'LC_MESSAGES')).toBe('fr-FR');
    expect(systemLocale({ LC_ALL: 'C', LC_MESSAGES: 'fr_FR' }, 'LC_MESSAGES')).toBeNull();
    expect(systemLocale({ LC_ALL: '', LANG: 'de_AT' }, 'LC_NUMERIC')).toBe('de-AT');
    expect(systemLocale({}, 'LC_NUMERIC')).toBeNull();
  });

  it('gives a report’s language: German or French when the system speaks it, else English', () => {
    expect(systemReportLanguage({ LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(systemReportLanguage({ LANG: 'de_CH.UTF-8' })).toBe('de');
    expect(systemReportLanguage({ LC_ALL: 'fr_CA.UTF-8' })).toBe('fr');
    expect(systemReportLanguage({ LANG: 'ja_JP.UTF-8' })).toBe('en');
    expect(systemReportLanguage({ LANG: 'C.UTF-8' })).toBe('en');
    expect(systemReportLanguage({})).toBe('en');
  });

  it('gives the CSV separator of its numbers (LC_NUMERIC)', () => {
    expect(systemCsvDelimiter({ LANG: 'de_DE.UTF-8' })).toBe(';');
    expect(systemCsvDelimiter({ LANG: 'fr_FR.UTF-8' })).toBe(';');
    expect(systemCsvDelimiter({ LANG: 'de_CH.UTF-8' })).toBe(',');
    expect(systemCsvDelimiter({ LANG: 'en_GB.UTF-8', LC_NUMERIC: 'de_DE.UTF-8' })).toBe(';');
    expect(systemCsvDelimiter({ LANG: 'C' })).toBe(',');
    expect(systemCsvDelimiter({})).toBe(',');
  });
});
