import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayjsLocaleName, loadDayjsLocale, loadedDayjsLocale } from './dayjs-locales';

describe('dayjsLocaleName', () => {
  it.each([
    ['en-US', 'en'],
    ['en-GB', 'en-gb'],
    ['de-DE', 'de'],
    ['de-AT', 'de-at'],
    ['ja-JP', 'ja'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-hk'],
    ['zh', 'zh-cn'],
    ['no-NO', 'nb'],
    ['xx-YY', 'en'],
    ['not a tag!', 'en'],
  ])('%s → %s', (tag, name) => {
    expect(dayjsLocaleName(tag)).toBe(name);
  });
});

describe('loadDayjsLocale', () => {
  it('registers the locale with dayjs once and remembers it', async () => {
    expect(loadedDayjsLocale('de-DE')).toBeUndefined();
    const first = loadDayjsLocale('de-DE');
    expect(loadDayjsLocale('de-DE')).toBe(first);
    expect(await first).toBe('de');
    expect(loadedDayjsLocale('de-DE')).toBe('de');
    expect(dayjs('2026-03-29').locale('de').format('dddd, MMMM')).toBe('Sonntag, März');
    expect(await loadDayjsLocale('ja-JP')).toBe('ja');
    expect(dayjs('2026-03-29').locale('ja').format('dd')).toBe('日');
  });

  it('resolves to English for a locale dayjs lacks', async () => {
    expect(await loadDayjsLocale('en-US')).toBe('en');
    expect(await loadDayjsLocale('xx-YY')).toBe('en');
  });
});
