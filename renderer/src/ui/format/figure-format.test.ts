import { describe, expect, it } from 'vitest';
import { createLocaleFormat } from '../locale/locale-format';
import { ENGLISH_UNIT_WORDS } from '../locale/unit-words';
import { resolveLocale } from '../locale/resolve';
import { figureFormat } from './figure-format';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const forLocale = (locale: string, clock: '24h' | '12h' | 'auto' = 'auto') =>
  figureFormat(createLocaleFormat(resolveLocale({ locales: [locale], clock, weekStart: 'auto' })));

describe('the Insights view’s numbers, weekdays and hours', () => {
  it.each([
    ['en-US', '12,345', '42.5%', '3.4', '1,234 h', 'Tuesday', '10:00 AM–11:00 AM', '12 AM', '1'],
    ['en-GB', '12,345', '42.5%', '3.4', '1,234 h', 'Tuesday', '10:00–11:00', '00', '01'],
    ['de-DE', '12.345', '42,5 %', '3,4', '1.234 h', 'Dienstag', '10:00–11:00', '00', '01'],
    ['ja-JP', '12,345', '42.5%', '3.4', '1,234 h', '火曜日', '10:00–11:00', '00', '01'],
  ])('%s', (locale, count, percent, decimal, hours, tuesday, tenToEleven, midnight, oneOClock) => {
    const f = forLocale(locale);
    expect(plain(f.formatCount(12_345))).toBe(count);
    expect(plain(f.formatPercent(0.425))).toBe(percent);
    expect(plain(f.formatDecimal(3.42))).toBe(decimal);
    expect(plain(f.formatBookedHours(1234 * 3_600_000))).toBe(hours);
    expect(f.weekdayName(2)).toBe(tuesday);
    expect(plain(f.hourRange(10))).toBe(tenToEleven);
    expect(plain(f.hourHeading(0))).toBe(midnight);
    expect(plain(f.hourHeading(1))).toBe(oneOClock);
  });

  it('follows the clock setting, and marks noon on a 12-hour clock', () => {
    const us24 = forLocale('en-US', '24h');
    expect(plain(us24.hourRange(23))).toBe('23:00–00:00');
    const de12 = forLocale('de-DE', '12h');
    expect(plain(de12.hourRange(23))).toBe('11:00 PM–12:00 AM');
    expect(plain(de12.hourHeading(12))).toBe('12 PM');
    expect(plain(de12.hourHeading(13))).toBe('1');
  });

  it('shows a dash for no value, and is built once per locale', () => {
    const f = forLocale('de-DE');
    expect(f.formatPercent(null)).toBe('–');
    const format = createLocaleFormat(
      resolveLocale({ locales: ['de-DE'], clock: 'auto', weekStart: 'auto' }),
    );
    expect(figureFormat(format)).toBe(figureFormat(format));
  });

  it('writes hours with the unit of the interface’s language, as its durations do', () => {
    const german = createLocaleFormat(
      resolveLocale({ locales: ['de-DE'], clock: 'auto', weekStart: 'auto' }),
      { ...ENGLISH_UNIT_WORDS, hourUnit: 'Std.' },
    );
    expect(plain(figureFormat(german).formatBookedHours(0))).toBe('0 Std.');
    expect(plain(figureFormat(german).formatBookedHours(12.5 * 3_600_000))).toBe('13 Std.');
  });
});
