// Issue 41's hand-worked site through the contract, its hours saved (Monday to Friday 08:00–18:00,
// Europe/London): the weeks ahead, closed weekends, the back-test, and a site that cannot be read.
import { afterEach, describe, expect, it } from 'vitest';
import type { InsightsProgress } from '#shared/contract';
import { STEADY_PATTERN, STEADY_SITE } from '#shared/forecast/testing/steady-site';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { TestServer } from '../api/testing/http-server';
import { BROKEN_SITE, STEADY_KEY, startSteadyApi } from '../api/testing/steady-api';
import { type CompanyBackend, companyBackend } from '../testing/company-backend';

let api: TestServer | undefined;
let company: CompanyBackend | undefined;

afterEach(async () => {
  await company?.close();
  await api?.close();
});

async function open(broken = false) {
  api = await startSteadyApi(broken);
  company = await companyBackend({
    shell: 'web',
    host: api.host,
    apiKey: STEADY_KEY,
    label: 'Steady',
  });
  const { accountId } = company;
  await company.call('updateSites', {
    accountId,
    sites: [{ locationId: STEADY_SITE.locationId, zone: STEADY_SITE.zone, hours: OFFICE_HOURS }],
  });
  return { company, accountId };
}

describe('getForecast', () => {
  it('forecasts the hand-worked site: its pattern ahead, 1 June full, weekends closed', async () => {
    const { company, accountId } = await open();
    const heard: InsightsProgress[] = [];
    company.backend.subscribe('insightsProgress', (p) => heard.push(p));
    const forecast = await company.call('getForecast', {
      accountId,
      locationId: STEADY_SITE.locationId,
      from: STEADY_SITE.from,
      zone: 'UTC',
      siteTime: true,
      progressId: 'f1',
    });
    expect(forecast).toMatchObject({ from: '2026-06-01', to: '2026-06-28', historyWeeks: 12 });
    const site = forecast.sites[0]?.result;
    if (!site?.ok) throw new Error('The site was not forecast.');
    const { value } = site;
    expect(value).toMatchObject({ zone: 'Europe/London', bays: 6, method: 'weekday-median' });
    expect(value.backtest).toMatchObject({ weeks: 8, meanAbsoluteErrorBays: 0 });
    expect(value.days[0]).toMatchObject({ bookedPeak: 6, expectedPeak: 6, status: 'full' });
    expect(value.days[1]).toMatchObject({ bookedPeak: 1, expectedPeak: 3, status: 'room' });
    for (const day of value.days.slice(2))
      expect(day.expectedPeak, day.date).toBe(
        day.weekday >= 6 ? null : STEADY_PATTERN[day.weekday - 1],
      );
    expect(value.days[5]).toMatchObject({ status: 'closed', closed: ['Saturday'] });
    expect(value.likelyFullDays).toEqual(['2026-06-01']);
    expect(heard.at(-1)).toMatchObject({ progressId: 'f1', percent: 100 });
  });

  it('forecasts every other site when one cannot be read, and names it', async () => {
    const { company, accountId } = await open(true);
    const forecast = await company.call('getForecast', {
      accountId,
      allLocations: true,
      from: STEADY_SITE.from,
      zone: 'UTC',
      siteTime: true,
    });
    expect(forecast.sites.map((s) => [s.locationId, s.result.ok])).toEqual([
      [STEADY_SITE.locationId, true],
      [BROKEN_SITE.id, false],
    ]);
    const broken = forecast.sites[1]?.result;
    expect(broken?.ok === false && broken.error.message).toContain('Broken Yard');
  });
});
