// Issue 38's fortnight through the contract, as the app's window asks it: a London site (GB-ENG) and
// one moved to Munich (DE-BY), two bays each, open Mon–Fri 08:00–18:00, from Mon 25 May to Sun
// 7 June 2026. Their public holidays and closures are closed days: no available time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { TestServer } from '../api/testing/http-server';
import { type CompanyBackend, companyBackend } from '../testing/company-backend';
import { startTwoSitesApi, TWO_SITES, TWO_SITES_KEY } from './testing/two-sites-api';

const MINUTE = 60_000;
const [LONDON, MUNICH] = TWO_SITES;

let api: TestServer;
let company: CompanyBackend;
let accountId: string;

const call: CompanyBackend['call'] = (method, args) => company.call(method, args);
/** Available minutes a bay over the fortnight, on the site's own clock. */
const availablePerBay = async (locationId: string) => {
  const insights = await call('getInsights', {
    accountId,
    locationId,
    from: '2026-05-25',
    to: '2026-06-07',
    zone: 'UTC',
    siteTime: true,
  });
  return insights.totals.availableMs / MINUTE / 2;
};

beforeAll(async () => {
  api = await startTwoSitesApi();
  company = await companyBackend({
    shell: 'web',
    host: api.host,
    apiKey: TWO_SITES_KEY,
    label: 'Two sites',
  });
  ({ accountId } = company);
  await call('updateSites', {
    accountId,
    sites: [
      { locationId: LONDON.id, zone: 'Europe/London', hours: OFFICE_HOURS, holidays: 'GB-ENG' },
      { locationId: MUNICH.id, zone: 'Europe/Berlin', hours: OFFICE_HOURS, holidays: 'DE-BY' },
    ],
  });
});
afterAll(async () => {
  await company?.close();
  await api?.close();
});

describe('public holidays and closures, through the contract', () => {
  it('leave London 9 open days (5,400 min a bay) and Munich 8 (4,800) on their holidays', async () => {
    expect(await availablePerBay(LONDON.id)).toBe(5400);
    expect(await availablePerBay(MUNICH.id)).toBe(4800);
  });

  it('take a closure away too, and give the time back when it is reopened', async () => {
    await call('closeSite', {
      accountId,
      locationId: LONDON.id,
      from: '2026-06-05',
      reason: 'Resurfacing',
    });
    expect(await availablePerBay(LONDON.id)).toBe(4800);
    await call('reopenSite', { accountId, locationId: LONDON.id, from: '2026-06-05' });
    expect(await availablePerBay(LONDON.id)).toBe(5400);
  });

  it('give every weekday back when the calendar is removed', async () => {
    await call('updateSites', { accountId, sites: [{ locationId: MUNICH.id, holidays: null }] });
    expect(await availablePerBay(MUNICH.id)).toBe(6000);
  });
});
