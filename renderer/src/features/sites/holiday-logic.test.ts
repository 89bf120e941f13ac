import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  MAX_CLOSURE_DAYS as CONTRACT_DAYS,
  MAX_CLOSURE_REASON as CONTRACT_REASON,
} from '#shared/contract';
import type { HolidayCalendar, SiteRow } from '#shared/contract';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { MAX_CLOSURE_DAYS, MAX_CLOSURE_REASON, readClosureForm } from './closure-form';
import { calendarName, calendarOptions } from './holiday-names';
import { suggestHolidays } from './holiday-suggestions';
import { applyHolidays, draftChanges, NO_CHANGES, sameSettings } from './sites-draft';
import type { Wording } from './wording';

const sites: SiteRow[] = [
  {
    locationId: 'a',
    name: 'Harbour Office',
    settings: { zone: 'Europe/London', hours: null, holidays: 'GB-ENG' },
    invalidZone: null,
  },
  {
    locationId: 'b',
    name: 'Northgate Depot',
    settings: { zone: 'Europe/Berlin', hours: null },
    invalidZone: null,
  },
  { locationId: 'c', name: 'Sydney Quay', settings: null, invalidZone: null },
  {
    locationId: 'd',
    name: 'Munich Yard',
    settings: { zone: 'Europe/Berlin', hours: null, holidays: null },
    invalidZone: null,
  },
];
const CALENDARS: HolidayCalendar[] = [
  { code: 'GB-ENG', country: 'United Kingdom', region: 'England' },
  { code: 'DE', country: 'Germany', region: null },
  { code: 'DE-BY', country: 'Germany', region: 'Bayern' },
  { code: 'GB', country: 'United Kingdom', region: null },
];
/** English (the source messages) on a British clock. */
const w: Wording = {
  i18n: setupI18n({ locale: 'en', messages: { en: {} } }),
  format: createLocaleFormat(
    resolveLocale({ locales: ['en-GB'], clock: '24h', weekStart: 'auto' }),
  ),
};

describe('holiday calendars in the draft', () => {
  it('sends the calendar as the page shows it, null for none', () => {
    const draft = applyHolidays(NO_CHANGES, sites, new Set(['a', 'b', 'c']), null);
    // Harbour Office loses England's; Northgate Depot had none: no change. Sydney Quay had no
    // settings at all: now it has some, as with any other setting applied to it.
    expect(draftChanges(draft, sites)).toEqual([
      { locationId: 'a', zone: 'Europe/London', hours: null, holidays: null },
      { locationId: 'c', zone: null, hours: null, holidays: null },
    ]);
    // No calendar, absent or null, is the same as none.
    const plain = { zone: null, hours: null };
    expect(sameSettings(plain, { ...plain, holidays: null })).toBe(true);
    expect(sameSettings(plain, { ...plain, holidays: 'DE' })).toBe(false);
  });

  it('suggests from each site’s own zone, only where it has no calendar', () => {
    const outcome = suggestHolidays(NO_CHANGES, sites);
    expect(outcome.filled.map(([s, c]) => [s.name, c])).toEqual([
      ['Northgate Depot', 'DE'],
      ['Munich Yard', 'DE'],
    ]);
    expect(outcome.withoutZone.map((s) => s.name)).toEqual(['Sydney Quay']);
    expect(outcome.unknownZone).toEqual([]);
    expect([...outcome.draft.keys()]).toEqual(['b', 'd']);
    // A second time, the draft's calendars count: nothing more is filled.
    expect(suggestHolidays(outcome.draft, sites).filled).toEqual([]);
  });
});

describe('holiday calendars by name', () => {
  it('names a region with its country, the country in the interface’s locale', () => {
    expect(calendarName('en', CALENDARS[0]!)).toBe('England (United Kingdom)');
    expect(calendarName('de', CALENDARS[0]!)).toBe('England (Vereinigtes Königreich)');
    expect(calendarName('fr', CALENDARS[1]!)).toBe('Allemagne');
  });

  it('finds a calendar by its code first, its name, or its country’s English name', () => {
    const none = { value: 'none', label: 'None: no public holidays' };
    const { options, filter } = calendarOptions('de', CALENDARS, [none]);
    // A country before its regions, in the locale's order.
    expect(options.map((o) => o.value)).toEqual(['none', 'DE', 'DE-BY', 'GB', 'GB-ENG']);
    const found = (search: string) =>
      (filter({ options: [...options], search, limit: Infinity }) as typeof options).map(
        (o) => o.value,
      );
    expect(found('de')[0]).toBe('DE');
    expect(found('germany')).toEqual(['DE', 'DE-BY']);
    expect(found('königreich eng')).toEqual(['GB-ENG']);
    expect(found('gb-eng')).toEqual(['GB-ENG']);
    expect(found('')).toHaveLength(5);
  });
});

describe('the closure form', () => {
  const closures = [{ from: '2026-04-07', to: '2026-04-10', reason: 'Easter shutdown' }];

  it('keeps the contract’s limits', () => {
    expect([MAX_CLOSURE_DAYS, MAX_CLOSURE_REASON]).toEqual([CONTRACT_DAYS, CONTRACT_REASON]);
  });

  it('reads one day when the last is left empty, and the reason trimmed', () => {
    expect(
      readClosureForm(w, { from: '2026-06-05', to: null, reason: ' Resurfacing ' }, closures),
    ).toEqual({
      closure: { from: '2026-06-05', to: '2026-06-05', reason: 'Resurfacing' },
    });
  });

  it('says what to correct, field by field', () => {
    expect(readClosureForm(w, { from: null, to: null, reason: '' }, [])).toEqual({
      errors: {
        from: 'Choose the first day the site is closed.',
        reason: 'Say why the site is closed, e.g. Resurfacing.',
      },
    });
    expect(readClosureForm(w, { from: '2026-06-05', to: '2026-06-01', reason: 'x' }, [])).toEqual({
      errors: { to: 'The last day is before the first: choose 5 Jun 2026 or a later day.' },
    });
    expect(readClosureForm(w, { from: '2026-01-01', to: '2027-01-02', reason: 'x' }, [])).toEqual({
      errors: {
        to: 'A closure covers at most 366 days; this one has 367. Close the site a year at a time.',
      },
    });
    expect(
      readClosureForm(w, { from: '2026-04-10', to: '2026-04-12', reason: 'Audit' }, closures),
    ).toEqual({
      errors: {
        days: 'The site is already closed on 7 Apr 2026 – 10 Apr 2026 (Easter shutdown). Remove that closure first, or choose other days.',
      },
    });
  });
});
