import { describe, expect, it } from 'vitest';
import { createLocaleFormat, type LocaleFormat } from './locale-format';
import { resolveLocale } from './resolve';
import type { Clock, WeekStartSetting } from '#shared/contract';

// ICU puts no-break and narrow no-break spaces in some formats; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const formatFor = (locale: string, clock: Clock = 'auto', weekStart: WeekStartSetting = 'auto') =>
  createLocaleFormat(resolveLocale({ locales: [locale], clock, weekStart }));

const BERLIN = 'Europe/Berlin';
// Sunday 29 March 2026, 14:05 in Berlin: the day clocks go forward (UTC+1 until 02:00, then UTC+2).
const AFTERNOON = Date.UTC(2026, 2, 29, 12, 5);
const BEFORE_CHANGE = Date.UTC(2026, 2, 29, 0, 30);

interface Expected {
  readonly hour12: boolean;
  readonly firstDayOfWeek: number;
  readonly clock: string;
  readonly hourLabel13: string;
  readonly endOfDay: string;
  readonly overnight: string;
  readonly longDate: string;
  readonly mediumDate: string;
  readonly shortDate: string;
  readonly monthYear: string;
  readonly dateTime: string;
  readonly withOffsetBefore: string;
  readonly number: string;
  readonly hours: string;
  readonly percent: string;
}

const CASES: Record<string, Expected> = {
  'en-US': {
    hour12: true,
    firstDayOfWeek: 0,
    clock: '2:05 PM',
    hourLabel13: '1 PM',
    endOfDay: '12:00 AM',
    overnight: 'Sun 2:05 PM–Mon 4:05 AM',
    longDate: 'Sun, Mar 29, 2026',
    mediumDate: 'Mar 29, 2026',
    shortDate: 'Sun, Mar 29',
    monthYear: 'March 2026',
    dateTime: '03/29/2026, 2:05 PM',
    withOffsetBefore: '03/29/2026, 1:30 AM (UTC+01:00)',
    number: '1,234,567',
    hours: '12.5',
    percent: '42.5%',
  },
  'en-GB': {
    hour12: false,
    firstDayOfWeek: 1,
    clock: '14:05',
    hourLabel13: '13:00',
    endOfDay: '24:00',
    overnight: 'Sun 14:05–Mon 04:05',
    longDate: 'Sun, 29 Mar 2026',
    mediumDate: '29 Mar 2026',
    shortDate: 'Sun 29 Mar',
    monthYear: 'March 2026',
    dateTime: '29/03/2026, 14:05',
    withOffsetBefore: '29/03/2026, 01:30 (UTC+01:00)',
    number: '1,234,567',
    hours: '12.5',
    percent: '42.5%',
  },
  'de-DE': {
    hour12: false,
    firstDayOfWeek: 1,
    clock: '14:05',
    hourLabel13: '13:00',
    endOfDay: '24:00',
    overnight: 'So 14:05–Mo 04:05',
    longDate: 'So., 29. März 2026',
    mediumDate: '29. März 2026',
    shortDate: 'So., 29. März',
    monthYear: 'März 2026',
    dateTime: '29.03.2026, 14:05',
    withOffsetBefore: '29.03.2026, 01:30 (UTC+01:00)',
    number: '1.234.567',
    hours: '12,5',
    percent: '42,5 %',
  },
  'ja-JP': {
    hour12: false,
    firstDayOfWeek: 0,
    clock: '14:05',
    hourLabel13: '13:00',
    endOfDay: '24:00',
    overnight: '日 14:05–月 04:05',
    longDate: '2026年3月29日(日)',
    mediumDate: '2026年3月29日',
    shortDate: '3月29日(日)',
    monthYear: '2026年3月',
    dateTime: '2026/03/29 14:05',
    withOffsetBefore: '2026/03/29 01:30 (UTC+01:00)',
    number: '1,234,567',
    hours: '12.5',
    percent: '42.5%',
  },
};

describe.each(Object.entries(CASES))('locale %s', (locale, want) => {
  const f: LocaleFormat = formatFor(locale);

  it('takes its clock and first day of the week from the locale', () => {
    expect(f.locale).toBe(locale);
    expect(f.hour12).toBe(want.hour12);
    expect(f.firstDayOfWeek).toBe(want.firstDayOfWeek);
  });

  it('writes times of day in the display zone', () => {
    expect(plain(f.clock(BERLIN, AFTERNOON))).toBe(want.clock);
    // The same instant in Tokyo is 21:05: the zone, not the machine's, decides.
    expect(plain(f.clock('Asia/Tokyo', AFTERNOON))).not.toBe(want.clock);
    expect(plain(f.hourLabel(13 * 60))).toBe(want.hourLabel13);
    expect(plain(f.minuteOfDay(1440))).toBe(want.endOfDay);
    expect(plain(f.timeRange(BERLIN, AFTERNOON, AFTERNOON + 14 * 3_600_000))).toBe(want.overnight);
  });

  it('writes dates with the locale’s order and names', () => {
    expect(plain(f.longDate('2026-03-29'))).toBe(want.longDate);
    expect(plain(f.mediumDate('2026-03-29'))).toBe(want.mediumDate);
    expect(plain(f.shortDate('2026-03-29'))).toBe(want.shortDate);
    expect(plain(f.monthYear('2026-03-29'))).toBe(want.monthYear);
    expect(plain(f.dateTime(BERLIN, AFTERNOON))).toBe(want.dateTime);
    expect(plain(f.dateTimeWithOffset(BERLIN, BEFORE_CHANGE))).toBe(want.withOffsetBefore);
    expect(plain(f.dateTimeWithOffset(BERLIN, AFTERNOON))).toMatch(/\(UTC\+02:00\)$/);
  });

  it('groups numbers and writes decimals and percentages as the locale does', () => {
    expect(plain(f.number(1_234_567))).toBe(want.number);
    expect(plain(f.hours(12.5 * 3_600_000))).toBe(want.hours);
    expect(plain(f.percent(0.4251))).toBe(want.percent);
    expect(plain(f.bytes(1536))).toBe(`1${want.hours.charAt(2)}5 KB`);
    expect(plain(f.bytes(250 * 1024 * 1024))).toBe('250 MB');
  });
});

describe('overrides', () => {
  it('forces a 24-hour clock on a 12-hour locale and a 12-hour one on a 24-hour locale', () => {
    const us24 = formatFor('en-US', '24h');
    expect(us24.hour12).toBe(false);
    expect(plain(us24.clock(BERLIN, AFTERNOON))).toBe('14:05');
    expect(plain(us24.hourLabel(13 * 60))).toBe('13:00');
    // Names and date order stay American.
    expect(plain(us24.dateTime(BERLIN, AFTERNOON))).toBe('03/29/2026, 14:05');

    const de12 = formatFor('de-DE', '12h');
    expect(de12.hour12).toBe(true);
    expect(plain(de12.clock(BERLIN, AFTERNOON))).toMatch(/^2:05 PM$/);
    expect(plain(de12.dateTime(BERLIN, AFTERNOON))).toMatch(/^29\.03\.2026, 2:05 PM$/);
  });

  it('takes the first day of the week from the setting when it names one', () => {
    expect(formatFor('en-US', 'auto', 'monday').firstDayOfWeek).toBe(1);
    expect(formatFor('de-DE', 'auto', 'sunday').firstDayOfWeek).toBe(0);
    expect(formatFor('de-DE', 'auto', 'saturday').firstDayOfWeek).toBe(6);
  });
});

describe('times on a 12-hour clock', () => {
  const us = formatFor('en-US');

  it('labels whole hours short and the rest in full', () => {
    expect(plain(us.hourLabel(0))).toBe('12 AM');
    expect(plain(us.hourLabel(12 * 60))).toBe('12 PM');
    expect(plain(us.hourLabel(13 * 60 + 30))).toBe('1:30 PM');
  });

  it('keeps a same-day range without weekdays, and a booking ending at midnight on its day', () => {
    const nine = Date.UTC(2026, 2, 30, 7, 0); // 09:00 in Berlin (UTC+2)
    expect(plain(us.timeRange(BERLIN, nine, nine + 8.5 * 3_600_000))).toBe('9:00 AM–5:30 PM');
    expect(plain(us.timeRange(BERLIN, nine, nine + 15 * 3_600_000))).toBe('9:00 AM–12:00 AM');
  });

  it('names weekdays from Sunday', () => {
    expect([0, 1, 6, 7, -1].map((d) => us.weekday(d))).toEqual(['Sun', 'Mon', 'Sat', 'Sun', 'Sat']);
  });
});

describe('times on a 24-hour clock', () => {
  const gb = formatFor('en-GB');

  it('names the days only when a booking crosses midnight', () => {
    const z = BERLIN;
    expect(gb.timeRange(z, Date.UTC(2026, 2, 26, 8), Date.UTC(2026, 2, 26, 16, 30))).toBe(
      '09:00–17:30',
    );
    expect(gb.timeRange(z, Date.UTC(2026, 2, 25, 19), Date.UTC(2026, 2, 26, 6, 15))).toBe(
      'Wed 20:00–Thu 07:15',
    );
    expect(gb.timeRange(z, Date.UTC(2026, 2, 26, 20), Date.UTC(2026, 2, 26, 23))).toBe(
      '21:00–00:00',
    );
  });
});

describe('bad input', () => {
  it('refuses a string that is not a date', () => {
    expect(() => formatFor('en-GB').longDate('29/03/2026')).toThrow(/Not a date/);
  });
});
