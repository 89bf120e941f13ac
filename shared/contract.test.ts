import { describe, expect, it } from 'vitest';
import { argSchemas } from './contract';

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
