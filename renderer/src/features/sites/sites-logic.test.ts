import { describe, expect, it } from 'vitest';
import type { SiteRow } from '#shared/contract';
import { weeklyHours } from '#shared/sites/opening-hours';
import { basisText, hoursMinutes, outsideText, settingsBasis } from './basis';
import { applyHours, applyZone, draftChanges, NO_CHANGES, settleDraft } from './sites-draft';
import { shownClock } from './site-time';
import { daysText, formOf, readWeek, spanText } from './week';

const OFFICE = weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
  startMinute: 480,
  endMinute: 1080,
});
const sites: SiteRow[] = [
  { locationId: 'a', name: 'Harbour Office', settings: { zone: 'Europe/London', hours: OFFICE } },
  { locationId: 'b', name: 'Northgate Depot', settings: null },
  { locationId: 'c', name: 'Sydney Quay', settings: { zone: null, hours: null } },
];
const count = (n: number) => n.toLocaleString('en-GB');

describe('the basis of a site’s figures', () => {
  it('says the working week and the zone, or every hour of every day without settings', () => {
    expect(basisText({ zone: 'Australia/Sydney', hours: OFFICE }, 'Australia/Sydney')).toBe(
      'Mon–Fri 08:00–18:00, Australia/Sydney',
    );
    expect(basisText(null, 'Europe/London')).toBe(
      'every hour of every day, Europe/London (no site settings)',
    );
    expect(basisText({ zone: 'Europe/London', hours: null }, 'Europe/London')).toBe(
      'every hour of every day, Europe/London',
    );
    // A fixed zone other than the site's: the hours stay the site's own.
    expect(basisText({ zone: 'Europe/London', hours: OFFICE }, 'Asia/Tokyo')).toBe(
      'Mon–Fri 08:00–18:00, Europe/London; times shown in Asia/Tokyo',
    );
    expect(settingsBasis({ zone: null, hours: OFFICE }, 'Europe/Berlin')).toBe(
      'Mon–Fri 08:00–18:00, Europe/Berlin (the account’s zone)',
    );
  });

  it('writes the time outside opening hours in hours and minutes, and nothing when there was none', () => {
    expect(outsideText({ bookings: 0, ms: 0 }, count)).toBeNull();
    expect(outsideText({ bookings: 12, ms: (200 * 60 + 59) * 1000 }, count)).toBe(
      'Outside opening hours: 12 bookings, 3 h 20 min',
    );
    expect(outsideText({ bookings: 1, ms: 45 * 60_000 }, count)).toBe(
      'Outside opening hours: 1 booking, 45 min',
    );
    // Whole hours are not turned into days.
    expect(hoursMinutes(50 * 3_600_000, count)).toBe('50 h');
  });
});

describe('a working week on the Sites page', () => {
  it('writes the days and the hours', () => {
    expect(daysText(OFFICE)).toBe('Mon–Fri');
    expect(spanText(OFFICE)).toBe('08:00–18:00');
    expect(daysText(null)).toBe('Every day');
    expect(spanText(null)).toBe('All day');
    const odd = weeklyHours(['mon', 'tue', 'wed', 'fri'], { startMinute: 0, endMinute: 1440 });
    expect(daysText(odd)).toBe('Mon–Wed, Fri');
    expect(daysText(weeklyHours([], { startMinute: 0, endMinute: 60 }))).toBe('Closed every day');
  });

  it('reads the fields, and says what is wrong with them', () => {
    expect(readWeek(formOf(OFFICE))).toEqual({ hours: OFFICE });
    expect(readWeek({ days: ['mon'], allDay: false, opens: '18:00', closes: '08:00' })).toEqual({
      errors: {
        closes: 'The closing time must be after the opening time (00:00 closes at midnight).',
      },
    });
    const none = readWeek({ days: [], allDay: true, opens: '', closes: '' });
    expect('errors' in none && none.errors.days).toMatch(/at least one working day/);
    // Closing at 00:00 is closing at midnight; every day all day is every hour of every day.
    const late = readWeek({ days: ['sat'], allDay: false, opens: '20:00', closes: '00:00' });
    expect('hours' in late && late.hours?.[5]).toEqual({ startMinute: 1200, endMinute: 1440 });
    expect(readWeek(formOf(null))).toEqual({ hours: null });
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
