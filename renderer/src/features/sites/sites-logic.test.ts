import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { SiteRow } from '#shared/contract';
import { weeklyHours } from '#shared/sites/opening-hours';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { basisText, basisWords, hoursMinutes, outsideWords, settingsBasisWords } from './basis';
import { applyHours, applyZone, draftChanges, NO_CHANGES, settleDraft } from './sites-draft';
import { shownClock } from './site-time';
import { formOf, readWeek } from './week';
import { daysWords, spanWords } from './week-words';
import type { Wording } from './wording';

const OFFICE = weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
  startMinute: 480,
  endMinute: 1080,
});
const sites: SiteRow[] = [
  {
    locationId: 'a',
    name: 'Harbour Office',
    settings: { zone: 'Europe/London', hours: OFFICE },
    invalidZone: null,
  },
  { locationId: 'b', name: 'Northgate Depot', settings: null, invalidZone: null },
  {
    locationId: 'c',
    name: 'Sydney Quay',
    settings: { zone: null, hours: null },
    invalidZone: null,
  },
];
const count = (n: number) => n.toLocaleString('en-GB');
/** English (the source messages) on a British 24-hour clock. */
const w: Wording = {
  i18n: setupI18n({ locale: 'en', messages: { en: {} } }),
  format: createLocaleFormat(
    resolveLocale({ locales: ['en-GB'], clock: '24h', weekStart: 'auto' }),
  ),
};

describe('the basis of a site’s figures', () => {
  it('says the working week and the zone, or every hour of every day without settings', () => {
    expect(basisWords(w, { zone: 'Australia/Sydney', hours: OFFICE }, 'Australia/Sydney')).toBe(
      'Mon–Fri 08:00–18:00, Australia/Sydney',
    );
    expect(basisWords(w, null, 'Europe/London')).toBe(
      'every hour of every day, Europe/London (no site settings)',
    );
    expect(basisWords(w, { zone: 'Europe/London', hours: null }, 'Europe/London')).toBe(
      'every hour of every day, Europe/London',
    );
    // A fixed zone other than the site's: the hours stay the site's own.
    expect(basisWords(w, { zone: 'Europe/London', hours: OFFICE }, 'Asia/Tokyo')).toBe(
      'Mon–Fri 08:00–18:00, Europe/London; times shown in Asia/Tokyo',
    );
    expect(settingsBasisWords(w, { zone: null, hours: OFFICE }, 'Europe/Berlin')).toBe(
      'Mon–Fri 08:00–18:00, Europe/Berlin (the account’s zone)',
    );
  });

  it('is keyed by hours and zones alone, to tell whether rows share one', () => {
    const london = { zone: 'Europe/London', hours: OFFICE };
    expect(basisText(london, 'Europe/London')).toBe(
      basisText({ zone: 'Europe/London', hours: [...OFFICE] }, 'Europe/London'),
    );
    expect(basisText(london, 'Europe/London')).not.toBe(basisText(london, 'Asia/Tokyo'));
    expect(basisText(null, 'Europe/London')).not.toBe(
      basisText({ zone: 'Europe/London', hours: null }, 'Europe/London'),
    );
  });

  it('writes the time outside opening hours in hours and minutes, and nothing when there was none', () => {
    expect(outsideWords(w, { bookings: 0, ms: 0 }, count)).toBeNull();
    expect(outsideWords(w, { bookings: 12, ms: (200 * 60 + 59) * 1000 }, count)).toBe(
      'Outside opening hours: 12 bookings, 3 h 20 min',
    );
    expect(outsideWords(w, { bookings: 1, ms: 45 * 60_000 }, count)).toBe(
      'Outside opening hours: 1 booking, 45 min',
    );
    // Whole hours are not turned into days.
    expect(hoursMinutes(w, 50 * 3_600_000, count)).toBe('50 h');
    expect(hoursMinutes(w, 0, count)).toBe('0 min');
  });
});

describe('a working week on the Sites page', () => {
  it('writes the days and the hours', () => {
    expect(daysWords(w, OFFICE)).toBe('Mon–Fri');
    expect(spanWords(w, OFFICE)).toBe('08:00–18:00');
    expect(daysWords(w, null)).toBe('Every day');
    expect(spanWords(w, null)).toBe('All day');
    const odd = weeklyHours(['mon', 'tue', 'wed', 'fri'], { startMinute: 0, endMinute: 1440 });
    expect(daysWords(w, odd)).toBe('Mon–Wed, Fri');
    expect(daysWords(w, weeklyHours([], { startMinute: 0, endMinute: 60 }))).toBe(
      'Closed every day',
    );
  });

  it('reads the fields, and says what is wrong with them', () => {
    expect(readWeek(w, formOf(OFFICE))).toEqual({ hours: OFFICE });
    expect(readWeek(w, { days: ['mon'], allDay: false, opens: '18:00', closes: '08:00' })).toEqual({
      errors: {
        closes: 'The closing time must be after the opening time (00:00 closes at midnight).',
      },
    });
    const none = readWeek(w, { days: [], allDay: true, opens: '', closes: '' });
    expect('errors' in none && none.errors.days).toMatch(/at least one working day/);
    // Closing at 00:00 is closing at midnight; every day all day is every hour of every day.
    const late = readWeek(w, { days: ['sat'], allDay: false, opens: '20:00', closes: '00:00' });
    expect('hours' in late && late.hours?.[5]).toEqual({ startMinute: 1200, endMinute: 1440 });
    expect(readWeek(w, formOf(null))).toEqual({ hours: null });
  });
});

describe('the Sites page’s unsaved changes', () => {
  it('sets a zone and a working week on several sites at once, keeping what else each has', () => {
    let draft = applyZone(NO_CHANGES, sites, new Set(['a', 'b']), 'Australia/Sydney');
    draft = applyHours(draft, sites, new Set(['b', 'c']), OFFICE);
    expect(draftChanges(draft, sites)).toEqual([
      { locationId: 'a', zone: 'Australia/Sydney', hours: OFFICE },
      { locationId: 'b', zone: 'Australia/Sydney', hours: OFFICE },
      { locationId: 'c', zone: null, hours: OFFICE },
    ]);
  });

  it('forgets a change that brings a site back to what is saved, or that was saved', () => {
    const draft = applyZone(NO_CHANGES, sites, new Set(['a']), 'Asia/Tokyo');
    expect(applyZone(draft, sites, new Set(['a']), 'Europe/London').size).toBe(0);
    const saved = sites.map((s) =>
      s.locationId === 'a' ? { ...s, settings: { zone: 'Asia/Tokyo', hours: OFFICE } } : s,
    );
    expect(settleDraft(draft, saved).size).toBe(0);
  });
});

describe('site time', () => {
  const list = { sites };
  it('shows a site with a zone in it, and a site without one in the account’s zone', () => {
    expect(shownClock('site', 'Europe/Berlin', list, { locationId: 'a' })).toMatchObject({
      zone: 'Europe/London',
      siteTime: true,
      fallbackZone: 'Europe/Berlin',
      siteTimeShown: true,
    });
    expect(shownClock('site', 'Europe/Berlin', list, { locationId: 'c' })).toMatchObject({
      zone: 'Europe/Berlin',
      siteTimeShown: false,
      siteTimeAvailable: false,
    });
    expect(shownClock('site', 'Europe/Berlin', list, 'all')).toMatchObject({
      zone: 'Europe/Berlin',
      siteTimeShown: true,
    });
  });

  it('keeps everything in the account’s zone under a fixed zone', () => {
    expect(shownClock('fixed', 'Asia/Tokyo', list, { locationId: 'a' })).toMatchObject({
      zone: 'Asia/Tokyo',
      siteTime: false,
      siteTimeShown: false,
      siteTimeAvailable: true,
    });
  });
});
