// Issue 29's example through the contract, as the app's window asks it: two sites 10 hours apart,
// one booking 09:00–17:00 on each site's own clock on a Monday, two bays each, open Mon–Fri 08:00–18:00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioFigures } from '#shared/insights/portfolio';
import { weeklyHours } from '#shared/sites/opening-hours';
import type { TestServer } from '../api/testing/http-server';
import { type CompanyBackend, companyBackend } from '../testing/company-backend';
import { startTwoSitesApi, TWO_SITES, TWO_SITES_KEY } from './testing/two-sites-api';

const HOUR = 3_600_000;
const MON_FRI_8_18 = weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
  startMinute: 480,
  endMinute: 1080,
});

let api: TestServer;
let company: CompanyBackend;
let accountId: string;

const call: CompanyBackend['call'] = (method, args) => company.call(method, args);
const insightsOf = (locationId: string, siteTime: boolean, zone = 'UTC') =>
  call('getInsights', {
    accountId,
    locationId,
    from: '2026-03-02',
    to: '2026-03-02',
    zone,
    siteTime,
  });

beforeAll(async () => {
  api = await startTwoSitesApi();
  company = await companyBackend({
    shell: 'web',
    host: api.host,
    apiKey: TWO_SITES_KEY,
    label: 'Two sites',
  });
  ({ accountId } = company);
});
afterAll(async () => {
  await company?.close();
  await api?.close();
});

describe('each site on its own clock, through the contract', () => {
  it('without site settings gives today’s answer: every hour of every day in the zone asked for', async () => {
    const { sites } = await call('listSites', { accountId });
    expect(sites.map((s) => s.settings)).toEqual([null, null]);
    const [london, brisbane] = TWO_SITES;
    const inLondon = await insightsOf(london.id, true, 'Europe/London');
    // 2 bays × 24 h = 48 h available, 8 h occupied.
    expect(inLondon.totals.availableMs).toBe(48 * HOUR);
    expect(portfolioFigures(inLondon).utilisation).toBeCloseTo(8 / 48, 10);
    expect(inLondon.site).toBeNull();
    // Brisbane's 09:00–17:00 is 23:00 (Sunday) to 07:00 in London: 7 h of London's Monday.
    const brisbaneInLondon = await insightsOf(brisbane.id, true, 'Europe/London');
    expect(brisbaneInLondon.totals.occupiedMs).toBe(7 * HOUR);
  });

  it('with site settings gives each site 40.0%, a busiest hour of 09:00 local and 1 bay needed', async () => {
    await call('updateSites', {
      accountId,
      sites: TWO_SITES.map((s) => ({ locationId: s.id, zone: s.zone, hours: MON_FRI_8_18 })),
    });
    for (const site of TWO_SITES) {
      // The fallback zone is far from both: site time must not use it.
      const insights = await insightsOf(site.id, true, 'America/New_York');
      expect(insights.zone).toBe(site.zone);
      // 2 bays × 10 open hours = 20 h; 8 h occupied: 40%.
      expect(insights.totals.availableMs).toBe(20 * HOUR);
      expect(insights.totals.occupiedMs).toBe(8 * HOUR);
      const figures = portfolioFigures(insights);
      expect(figures.utilisation).toBeCloseTo(0.4, 10);
      expect(figures.busiest).toEqual({ isoWeekday: 1, hour: 9 });
      // One bay in use for 8 of 10 open hours: 1 bay covers 95% of open time.
      expect(insights.baysNeeded).toBe(1);
      expect(insights.outsideOpening).toEqual({ bookings: 0, ms: 0 });
      expect(insights.site).toEqual({ zone: site.zone, hours: MON_FRI_8_18 });
    }
  });

  it('refuses settings for a location the account does not have, saving nothing', async () => {
    const result = await company.backend.dispatch(
      'updateSites',
      { accountId, sites: [{ locationId: 'nowhere', zone: 'Europe/London', hours: null }] },
      new AbortController().signal,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    const { sites } = await call('listSites', { accountId });
    expect(sites.every((s) => s.settings?.hours !== null)).toBe(true);
  });

  it('refuses hours that are not seven weekdays, or that end before they start', async () => {
    for (const hours of [
      [{ startMinute: 480, endMinute: 1080 }],
      Array(7).fill({ startMinute: 600, endMinute: 480 }),
    ]) {
      const result = await company.backend.dispatch(
        'updateSites',
        { accountId, sites: [{ locationId: TWO_SITES[0].id, zone: 'Europe/London', hours }] },
        new AbortController().signal,
      );
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    }
  });
});
