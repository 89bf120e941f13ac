// The resolver Insights, Trends, All locations, exports and reports take each site's clock from:
// its closed days are its calendar's public holidays and its closures, over the request's years ± 1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { ClosedDay } from '#shared/sites/site-clock';
import { createSettingsStore, type SettingsStore } from '../settings/settings-store';
import { useTempStores } from '../store/testing/temp-stores';
import { createHolidays, type Holidays } from './holidays';
import { createSiteClocks, yearsOf } from './site-clocks';

const stores = useTempStores(beforeEach, afterEach);
const FORTNIGHT = { zone: 'UTC', siteTime: true, from: '2026-05-25', to: '2026-06-07' };

let settings: SettingsStore;
beforeEach(async () => {
  settings = createSettingsStore(stores.open());
  await settings.updateSites('a', [
    { locationId: 'london', zone: 'Europe/London', hours: OFFICE_HOURS, holidays: 'GB-ENG' },
    { locationId: 'munich', zone: 'Europe/Berlin', hours: OFFICE_HOURS, holidays: 'DE-BY' },
    { locationId: 'plain', zone: 'Asia/Tokyo', hours: OFFICE_HOURS },
  ]);
});

const within = (closed: readonly ClosedDay[] | undefined, from: string, to: string) =>
  (closed ?? []).filter((d) => d.date >= from && d.date <= to);

describe('the site clocks’ resolver', () => {
  it('gives each site its public holidays and closures as closed days, by date', async () => {
    await settings.closeSite('a', 'london', {
      from: '2026-06-05',
      to: '2026-06-05',
      reason: 'Resurfacing',
    });
    const clockOf = await createSiteClocks(settings, null, createHolidays(null)).resolver(
      'a',
      FORTNIGHT,
    );
    const london = clockOf('london');
    expect(london.zone).toBe('Europe/London');
    expect(within(london.site?.closed, '2026-05-25', '2026-06-07')).toEqual([
      { date: '2026-05-25', kind: 'holiday', reason: 'Spring bank holiday' },
      { date: '2026-06-05', kind: 'closure', reason: 'Resurfacing' },
    ]);
    expect(within(clockOf('munich').site?.closed, '2026-05-25', '2026-06-07')).toEqual([
      { date: '2026-05-25', kind: 'holiday', reason: 'Whit Monday' },
      { date: '2026-06-04', kind: 'holiday', reason: 'Corpus Christi' },
    ]);
    // The years either side, for comparisons with the period before and the year before.
    const dates = london.site?.closed?.map((d) => d.date) ?? [];
    expect(dates[0]).toBe('2025-01-01');
    expect(dates.at(-1)).toBe('2027-12-28');
    expect([...dates].sort()).toEqual(dates);
    // A site with neither has no closed days, as before.
    expect(clockOf('plain').site).toEqual({ zone: 'Asia/Tokyo', hours: OFFICE_HOURS });
    expect(clockOf('nowhere')).toEqual({ zone: 'UTC', site: null });
  });

  it('counts a site with closures but no settings in the zone asked for, every hour but those days', async () => {
    await settings.closeSite('a', 'depot', {
      from: '2026-05-30',
      to: '2026-06-01',
      reason: 'Stocktake',
    });
    const clockOf = await createSiteClocks(settings, null, createHolidays(null)).resolver('a', {
      ...FORTNIGHT,
      zone: 'Europe/Paris',
    });
    expect(clockOf('depot')).toEqual({
      zone: 'Europe/Paris',
      site: {
        zone: 'Europe/Paris',
        hours: null,
        closed: ['2026-05-30', '2026-05-31', '2026-06-01'].map((date) => ({
          date,
          kind: 'closure',
          reason: 'Stocktake',
        })),
      },
    });
  });

  it('never asks the holiday calendars when no site has one', async () => {
    const plain = createSettingsStore(stores.open());
    await plain.updateSites('b', [{ locationId: 'x', zone: 'Asia/Tokyo', hours: OFFICE_HOURS }]);
    const refusing: Holidays = {
      check: () => Promise.reject(new Error('not asked')),
      calendars: () => Promise.reject(new Error('not asked')),
      closedDays: () => Promise.reject(new Error('not asked')),
    };
    const clockOf = await createSiteClocks(plain, null, refusing).resolver('b', FORTNIGHT);
    expect(clockOf('x').site).toEqual({ zone: 'Asia/Tokyo', hours: OFFICE_HOURS });
  });
});

describe('yearsOf', () => {
  it('covers the request’s years and a chosen comparison’s, one either side', () => {
    expect(yearsOf(FORTNIGHT)).toEqual([2025, 2026, 2027]);
    expect(yearsOf({ ...FORTNIGHT, from: '2025-12-27', to: '2026-12-26' })).toEqual([
      2024, 2025, 2026, 2027,
    ]);
    expect(
      yearsOf({
        ...FORTNIGHT,
        report: {
          kind: 'summary',
          compare: { kind: 'chosen', from: '2022-05-01', to: '2022-05-31' },
        },
      }),
    ).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(yearsOf({ ...FORTNIGHT, from: '1900-01-01', to: '2100-12-31' })).toHaveLength(40);
  });
});
