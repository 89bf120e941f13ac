// Issue 38's hand-worked figures: London HQ (GB-ENG) and a Munich site (DE-BY), 2 bays each, open
// Monday to Friday 08:00–18:00, from Monday 25 May to Sunday 7 June 2026, one booking a day of
// 09:00–17:00 local on weekdays but 10:00–11:00 on each site's holidays and on Saturday 30 May. Read
// through the contract as the app and the command line read it, each site on its own clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationTable } from '#shared/insights/location-table';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { LocalDays } from '#shared/time/local-days';
import type { TestServer } from '../api/testing/http-server';
import {
  LONDON_MUNICH,
  LONDON_MUNICH_DAYS,
  LONDON_MUNICH_KEY,
  startLondonMunichApi,
} from '../export/testing/london-munich-api';
import { type CompanyBackend, companyBackend } from '../testing/company-backend';

let api: TestServer;
let company: CompanyBackend;
let accountId: string;
const [london, munich] = LONDON_MUNICH;
const call: CompanyBackend['call'] = (method, args) => company.call(method, args);

/** Each site's row of the All locations file, as `insights --by location` writes it. */
const FIGURES = [
  'bookings',
  'available_minutes',
  'occupied_minutes',
  'utilisation',
  'outside_hours_minutes',
  'closed_days',
];

async function rows(days: LocalDays = LONDON_MUNICH_DAYS, columns: readonly string[] = FIGURES) {
  const entries = await Promise.all(
    LONDON_MUNICH.map(async (site) => ({
      locationId: site.id,
      locationName: site.name,
      insights: await call('getInsights', {
        accountId,
        locationId: site.id,
        ...days,
        zone: 'UTC',
        siteTime: true,
      }),
    })),
  );
  const table = locationTable(entries);
  const column = (name: string) => table.header.indexOf(name);
  return Object.fromEntries(
    table.rows.map((row) => [
      row[0],
      Object.fromEntries(columns.map((name) => [name, row[column(name)]])),
    ]),
  );
}

beforeAll(async () => {
  api = await startLondonMunichApi();
  company = await companyBackend({
    shell: 'cli',
    host: api.host,
    apiKey: LONDON_MUNICH_KEY,
    label: 'London and Munich',
  });
  ({ accountId } = company);
  await call('updateSites', {
    accountId,
    sites: [
      { locationId: london.id, zone: london.zone, hours: OFFICE_HOURS, holidays: 'GB-ENG' },
      { locationId: munich.id, zone: munich.zone, hours: OFFICE_HOURS, holidays: 'DE-BY' },
    ],
  });
});
afterAll(async () => {
  await company?.close();
  await api?.close();
});

describe('closed days, public holidays and closures, hand-worked', () => {
  it('give each site its open time, every booking, and the time outside opening hours', async () => {
    expect(await rows()).toEqual({
      'London HQ': {
        bookings: 11,
        available_minutes: 10_800,
        occupied_minutes: 4_320,
        utilisation: 0.4,
        outside_hours_minutes: 120,
        closed_days: 1,
      },
      'Munich Works': {
        bookings: 11,
        available_minutes: 9_600,
        occupied_minutes: 3_840,
        utilisation: 0.4,
        outside_hours_minutes: 180,
        closed_days: 2,
      },
    });
  });

  it('say in the file why a site was closed all through a day: its weekday, or its holiday', async () => {
    const closed = async (day: string) =>
      rows({ from: day, to: day }, ['bookings', 'utilisation', 'closed']);
    expect(await closed('2026-05-30')).toEqual({
      'London HQ': { bookings: 1, utilisation: null, closed: 'Saturday' },
      'Munich Works': { bookings: 1, utilisation: null, closed: 'Saturday' },
    });
    expect(await closed('2026-05-25')).toEqual({
      'London HQ': { bookings: 1, utilisation: null, closed: 'Spring bank holiday' },
      'Munich Works': { bookings: 1, utilisation: null, closed: 'Whit Monday' },
    });
    expect(await closed('2026-06-04')).toEqual({
      'London HQ': { bookings: 1, utilisation: 0.4, closed: null },
      'Munich Works': { bookings: 1, utilisation: null, closed: 'Corpus Christi' },
    });
  });

  it('take a closure out of the open time, and give a site without holidays its holidays back', async () => {
    await call('closeSite', {
      accountId,
      locationId: london.id,
      from: '2026-06-05',
      reason: 'Resurfacing',
    });
    await call('updateSites', { accountId, sites: [{ locationId: munich.id, holidays: null }] });
    const after = await rows();
    expect(after['London HQ']).toMatchObject({
      available_minutes: 9_600,
      outside_hours_minutes: 600,
      closed_days: 2,
    });
    expect(after['Munich Works']).toMatchObject({
      available_minutes: 12_000,
      occupied_minutes: 3_960,
      closed_days: 0,
    });
    expect(after['Munich Works']?.utilisation).toBeCloseTo(0.33, 2);
  });
});
