import { describe, expect, it } from 'vitest';
import { argSchemas } from './index';

const scope = { accountId: 'a', locationId: 'l', zone: 'UTC' };
const issues = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? [] : (result.error?.issues ?? []);

describe('the contract’s one period check', () => {
  it('refuses Insights and summary reports over 366 days, on `to`, and takes a bookings export of any length', () => {
    const year = { ...scope, from: '2025-01-01', to: '2026-01-02' };
    const message = 'Insights cover at most 366 days; this period has 367.';
    expect(issues(argSchemas.getInsights.safeParse(year))).toMatchObject([
      { path: ['to'], message },
    ]);
    const summary = { ...year, report: { kind: 'summary', by: 'bay' } };
    expect(issues(argSchemas.startExport.safeParse(summary))).toMatchObject([
      { path: ['to'], message },
    ]);
    expect(argSchemas.startExport.safeParse(year).success).toBe(true);
  });

  it('refuses a last day before the first for every export and Insights', () => {
    const reversed = { ...scope, from: '2026-03-29', to: '2026-03-28' };
    for (const result of [
      argSchemas.getInsights.safeParse(reversed),
      argSchemas.startExport.safeParse(reversed),
      argSchemas.startExport.safeParse({ ...reversed, report: { kind: 'summary', by: 'tag' } }),
    ])
      expect(issues(result)).toMatchObject([
        { path: ['to'], message: expect.stringMatching(/^The last day \(2026-03-28\) is before/) },
      ]);
  });

  it('fills in no filter and reads one as the shared BookingFilter', () => {
    const parsed = argSchemas.getInsights.parse({ ...scope, from: '2026-03-29', to: '2026-03-29' });
    expect(parsed.filter).toEqual({ tags: null, search: null, timeOfDay: null });
  });
});

describe('trends’ period and sites', () => {
  const trend = { accountId: 'a', locationId: 'l', zone: 'UTC', unit: 'month' };

  it('takes 24 whole months, of one site or every site, and refuses both or neither', () => {
    const twoYears = { ...trend, from: '2025-01-01', to: '2026-12-31' };
    expect(argSchemas.getTrends.parse(twoYears)).toMatchObject({
      allLocations: false,
      siteTime: false,
      filter: { tags: null, search: null, timeOfDay: null },
    });
    const { locationId: _l, ...noSite } = twoYears;
    expect(argSchemas.getTrends.safeParse({ ...noSite, allLocations: true }).success).toBe(true);
    expect(issues(argSchemas.getTrends.safeParse(noSite))).toMatchObject([
      { path: ['locationId'], message: expect.stringMatching(/^Give the location/) },
    ]);
    expect(
      issues(argSchemas.getTrends.safeParse({ ...twoYears, allLocations: true })),
    ).toMatchObject([{ path: ['locationId'] }]);
  });

  it('refuses part of a month on the day concerned, and more than 24 months', () => {
    expect(
      issues(argSchemas.getTrends.safeParse({ ...trend, from: '2026-01-05', to: '2026-03-31' })),
    ).toMatchObject([{ path: ['from'], message: expect.stringContaining('(2026-01-01 rather') }]);
    expect(
      issues(
        argSchemas.getTrends.safeParse({
          ...trend,
          unit: 'week',
          from: '2026-01-05',
          to: '2026-01-31',
        }),
      ),
    ).toMatchObject([{ path: ['to'], message: expect.stringContaining('end on a Sunday') }]);
    expect(
      issues(argSchemas.getTrends.safeParse({ ...trend, from: '2024-01-01', to: '2026-12-31' })),
    ).toMatchObject([
      { path: ['from'], message: expect.stringMatching(/at most 24 months; .* 36/) },
    ]);
  });

  it('lets a summary by month cover two years of every location, and refuses a comparison of it', () => {
    const months = { ...scope, from: '2025-01-01', to: '2026-12-31', allLocations: true };
    const byMonth = { kind: 'summary', by: 'month' };
    expect(argSchemas.startExport.safeParse({ ...months, report: byMonth }).success).toBe(true);
    expect(
      issues(
        argSchemas.startExport.safeParse({
          ...months,
          report: { ...byMonth, compare: { kind: 'year' } },
        }),
      ),
    ).toMatchObject([{ path: ['report', 'compare'] }]);
    expect(
      issues(argSchemas.startExport.safeParse({ ...months, to: '2026-12-30', report: byMonth })),
    ).toMatchObject([{ path: ['to'], message: expect.stringContaining('last day of a month') }]);
  });
});
