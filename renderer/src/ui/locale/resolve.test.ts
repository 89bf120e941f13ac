import { describe, expect, it } from 'vitest';
import {
  localeFirstDayOfWeek,
  localesInLanguage,
  localeUses12Hours,
  resolveLocale,
} from './resolve';

describe('resolveLocale', () => {
  it('takes the first locale Intl can use, skipping malformed tags', () => {
    const r = resolveLocale({
      locales: ['not a tag!', 'de-DE', 'en-US'],
      clock: 'auto',
      weekStart: 'auto',
    });
    expect(r).toEqual({ locale: 'de-DE', hour12: false, firstDayOfWeek: 1 });
  });

  it('falls back to the runtime’s locale when none is given', () => {
    const r = resolveLocale({ locales: [], clock: 'auto', weekStart: 'auto' });
    expect(r.locale).toBe(new Intl.DateTimeFormat().resolvedOptions().locale);
  });

  it('applies the overrides on top of the locale', () => {
    expect(resolveLocale({ locales: ['en-US'], clock: '24h', weekStart: 'monday' })).toEqual({
      locale: 'en-US',
      hour12: false,
      firstDayOfWeek: 1,
    });
    expect(resolveLocale({ locales: ['ja-JP'], clock: '12h', weekStart: 'saturday' })).toEqual({
      locale: 'ja-JP',
      hour12: true,
      firstDayOfWeek: 6,
    });
  });
});

describe('locale facts', () => {
  it.each([
    ['en-US', true, 0],
    ['en-GB', false, 1],
    ['de-DE', false, 1],
    ['ja-JP', false, 0],
    ['en-AU', true, 1],
    ['ar-EG', true, 6],
    ['pt-BR', false, 0],
  ])('%s: 12-hour %s, week from day %i', (locale, twelve, first) => {
    expect(localeUses12Hours(locale)).toBe(twelve);
    expect(localeFirstDayOfWeek(locale)).toBe(first);
  });

  it('reads the week start from the region when the language alone says nothing', () => {
    expect(localeFirstDayOfWeek('en')).toBe(0); // English maximizes to en-Latn-US
    expect(localeFirstDayOfWeek('fr-CA')).toBe(0);
    expect(localeFirstDayOfWeek('fr-FR')).toBe(1);
  });
});

describe('dates and numbers in the interface’s language', () => {
  it('keep the OS’s own locale in that language', () => {
    expect(localesInLanguage(['en-GB', 'de-CH'], 'de')[0]).toBe('de-CH');
    const locale = resolveLocale({
      locales: ['de-CH'],
      language: 'de',
      clock: 'auto',
      weekStart: 'auto',
    });
    expect(locale.locale).toBe('de-CH');
  });

  it('take the OS’s region for a language the OS does not list', () => {
    const locale = resolveLocale({
      locales: ['en-CH'],
      language: 'fr',
      clock: 'auto',
      weekStart: 'auto',
    });
    expect(locale.locale).toBe('fr-CH');
    // German chosen on a US system: German words, the US week.
    const us = resolveLocale({
      locales: ['en-US'],
      language: 'de',
      clock: 'auto',
      weekStart: 'auto',
    });
    expect(us.locale).toBe('de-US');
    expect(
      new Intl.DateTimeFormat(us.locale, { weekday: 'long' }).format(new Date(2026, 10, 27)),
    ).toBe('Freitag');
  });

  it('fall back to the language alone when the OS gives nothing usable', () => {
    expect(localesInLanguage([], 'fr')).toEqual(['fr']);
    expect(localesInLanguage(['not a tag'], 'de')).toEqual(['de']);
  });
});
