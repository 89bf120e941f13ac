// All locations through the contract, as the app asks for it: one request for every location, each
// row sent as soon as it is counted, a location that fails a row of its own, and a cancel that ends it.
import { afterEach, describe, expect, it } from 'vitest';
import type { AllLocationsProgress } from '#shared/contract';
import { locationRow } from '#shared/insights/location-row';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { TestServer } from '../api/testing/http-server';
import {
  LONDON_MUNICH,
  LONDON_MUNICH_DAYS,
  LONDON_MUNICH_KEY,
  startLondonMunichApi,
} from '../export/testing/london-munich-api';
import { type CompanyBackend, companyBackend } from '../testing/company-backend';

const [london, munich] = LONDON_MUNICH;
let api: TestServer | undefined;
let company: CompanyBackend | undefined;

afterEach(async () => {
  await company?.close();
  await api?.close();
});

async function open(refused: readonly string[] = []) {
  api = await startLondonMunichApi(refused);
  company = await companyBackend({
    shell: 'web',
    host: api.host,
    apiKey: LONDON_MUNICH_KEY,
    label: 'London and Munich',
  });
  const { accountId } = company;
  await company.call('updateSites', {
    accountId,
    sites: LONDON_MUNICH.map((s) => ({ locationId: s.id, zone: s.zone, hours: OFFICE_HOURS })),
  });
  const events: AllLocationsProgress[] = [];
  company.backend.subscribe('allLocationsProgress', (p) => events.push(p));
  const scope = { accountId, ...LONDON_MUNICH_DAYS, zone: 'UTC', siteTime: true } as const;
  return { company, scope, events };
}

describe('getAllLocations', () => {
  it('gives every location’s row, the same as its own Insights, each sent as it is counted', async () => {
    const { company, scope, events } = await open();
    const all = await company.call('getAllLocations', { ...scope, progressId: 'p1' });
    expect(all.rows.map((r) => r.locationId)).toEqual([london.id, munich.id]);
    for (const site of LONDON_MUNICH) {
      const own = await company.call('getInsights', { ...scope, locationId: site.id });
      const row = all.rows.find((r) => r.locationId === site.id);
      expect(row?.result).toEqual({ ok: true, value: locationRow(own) });
    }
    // Each row arrives in an event of its own, London's before Munich's, before the answer.
    const sent = events.filter((e) => e.row).map((e) => e.row?.locationId);
    expect(sent).toEqual([london.id, munich.id]);
    expect(events.every((e) => e.progressId === 'p1')).toBe(true);
    expect(events.at(-1)?.percent).toBe(100);
    // Each site on its own clock: Munich's row in Berlin time, with its opening hours.
    const munichRow = all.rows[1]?.result;
    expect(munichRow?.ok && munichRow.value.basis.site?.zone).toBe('Europe/Berlin');
  });

  it('counts only the locations asked for, in that order', async () => {
    const { company, scope } = await open();
    const all = await company.call('getAllLocations', { ...scope, only: [munich.id] });
    expect(all.rows.map((r) => r.locationId)).toEqual([munich.id]);
  });

  it('gives a location the API refuses a row with its error, and counts the others all the same', async () => {
    const { company, scope } = await open([london.id]);
    const all = await company.call('getAllLocations', scope);
    const [first, second] = all.rows;
    expect(first?.result).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
    expect(first?.result.ok === false && first.result.error.message).toContain(
      'could not be fetched',
    );
    expect(second?.result.ok).toBe(true);
  });

  it('ends the whole count when cancelled, sending no row after', async () => {
    const { company, scope, events } = await open();
    const cancel = new AbortController();
    const stopped = company.backend.subscribe('allLocationsProgress', (p) => {
      if (p.row) cancel.abort();
    });
    const result = await company.backend.dispatch(
      'getAllLocations',
      { ...scope, progressId: 'p2' },
      cancel.signal,
    );
    stopped();
    expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(events.filter((e) => e.row)).toHaveLength(1);
  });

  it('refuses a period over 366 days and an empty list of locations', async () => {
    const { company, scope } = await open();
    const year = { ...scope, from: '2025-01-01', to: '2026-01-02' };
    await expect(company.call('getAllLocations', year)).rejects.toThrow(/366 days/);
    await expect(company.call('getAllLocations', { ...scope, only: [] })).rejects.toThrow(/only/);
  });
});
