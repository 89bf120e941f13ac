// Issue 40's hand-worked week through the contract: people ranked by booked hours across two sites,
// found however their names are typed, by e-mail domain, and nobody named once names are hidden.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportProgress } from '#shared/contract';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import type { TestServer } from '../api/testing/http-server';
import { PEOPLE_KEY, PEOPLE_SITES, PEOPLE_WEEK, startPeopleApi } from '../api/testing/people-api';
import { type CompanyBackend, companyBackend } from '../testing/company-backend';
import { NO_SEARCH_WHILE_HIDDEN, smallDomainRefusal } from '../insights/account-people';

let api: TestServer;
let company: CompanyBackend;
let files = '';
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startPeopleApi();
  files = await mkdtemp(join(tmpdir(), 'bv-people-files-'));
  company = await companyBackend({
    shell: 'cli',
    host: api.host,
    apiKey: PEOPLE_KEY,
    label: 'Acme',
    saveTo: (name) => join(files, name),
  });
  await company.call('updateSites', {
    accountId: company.accountId,
    sites: PEOPLE_SITES.map((s) => ({ locationId: s.id, zone: s.zone, hours: OFFICE_HOURS })),
  });
});

afterAll(async () => {
  await company.close();
  await api.close();
  await rm(files, { recursive: true, force: true });
});

/** Writes the people file of every site over the week (as `people --out` does); its text. */
async function peopleFile(by: 'person' | 'domain'): Promise<string> {
  const ended = new Promise<ExportProgress>((resolve) => {
    const stop = company.backend.subscribe('exportProgress', (p) => {
      if (p.state === 'running') return;
      stop();
      resolve(p);
    });
  });
  const started = await company.call('startExport', {
    accountId: company.accountId,
    locationId: PEOPLE_SITES[0].id,
    allLocations: true,
    ...PEOPLE_WEEK,
    zone: 'UTC',
    siteTime: true,
    report: { kind: 'people', by },
  });
  const done = await ended;
  expect(done.state, done.error?.message).toBe('done');
  return readFile(join(files, started?.fileName ?? ''), 'utf8');
}

const everyone = (extra: { search?: string; domain?: string } = {}) =>
  company.call('getPeople', {
    accountId: company.accountId,
    allLocations: true,
    ...PEOPLE_WEEK,
    zone: 'UTC',
    siteTime: true,
    ...extra,
  });

describe('getPeople over every site', () => {
  it('ranks people by booked hours, each with their days, sites and time outside opening hours', async () => {
    const { people, namesHidden } = await everyone();
    expect(namesHidden).toBe(false);
    expect(people.map((p) => [p.name, p.bookings, p.days, p.sites, p.bookedMs / HOUR])).toEqual([
      ['Siobhán O’Neill', 3, 3, 2, 20],
      ['Kim Vance', 2, 2, 1, 16],
      ['José Müller', 1, 1, 1, 3],
      ['Łukasz Øvergaard', 1, 1, 1, 2],
      ['Lin Chen', 1, 1, 1, 1],
    ]);
    const siobhan = people[0];
    // Tuesday's 13:00–19:00 in London runs an hour past closing: 1 h of 20.
    expect(siobhan?.outsideShare).toBeCloseTo(1 / 20, 10);
    expect(siobhan?.medianBookingMs).toBe(6 * HOUR);
    expect(people.every((p) => p.doubleBookings === 0)).toBe(true);
  });

  it('finds exactly one person for each way of typing a name', async () => {
    for (const [search, name] of [
      ['oneill', 'Siobhán O’Neill'],
      ['jose muller', 'José Müller'],
      ['mueller', 'José Müller'],
      ['lukasz overgaard', 'Łukasz Øvergaard'],
      ['CHEN lin', 'Lin Chen'],
    ] as const) {
      const { people } = await everyone({ search });
      expect(
        people.map((p) => p.name),
        search,
      ).toEqual([name]);
    }
    expect((await everyone({ search: 'nobody' })).people).toEqual([]);
  });

  it('counts each e-mail domain’s people, bookings and share of the booked hours', async () => {
    const { domains } = await everyone();
    expect(
      domains.map((d) => [d.name, d.people, d.bookings, d.bookedMs / HOUR, d.shareOfBookedTime]),
    ).toEqual([
      [{ kind: 'domain', domain: 'acme.example' }, 4, 6, 26, 26 / 42],
      [{ kind: 'domain', domain: 'contractor.example' }, 1, 2, 16, 16 / 42],
    ]);
    const { people } = await everyone({ domain: 'Contractor.Example' });
    expect(people.map((p) => p.name)).toEqual(['Kim Vance']);
  });

  it('gives each site the same domains in Insights as in the People view, names shown or hidden', async () => {
    const scope = { accountId: company.accountId, ...PEOPLE_WEEK, zone: 'UTC', siteTime: true };
    const sameDomains = async () => {
      for (const site of PEOPLE_SITES) {
        const people = await company.call('getPeople', { ...scope, locationId: site.id });
        const insights = await company.call('getInsights', { ...scope, locationId: site.id });
        expect(insights.domains, site.name).toEqual(people.domains);
      }
    };
    await sameDomains();
    const london = await company.call('getInsights', { ...scope, locationId: PEOPLE_SITES[0].id });
    expect(london.domains.map((d) => d.name)).toContainEqual({
      kind: 'domain',
      domain: 'acme.example',
    });
    await company.call('updateSettings', { accountId: company.accountId, hideNames: true });
    try {
      await sameDomains();
      const hidden = await company.call('getInsights', {
        ...scope,
        locationId: PEOPLE_SITES[0].id,
      });
      expect(hidden.domains.map((d) => d.name.kind)).toEqual(['small']);
      const rows = await company.call('getAllLocations', scope);
      expect(JSON.stringify(rows)).not.toContain('.example');
    } finally {
      await company.call('updateSettings', { accountId: company.accountId, hideNames: false });
    }
  });

  it('with names hidden, names no one, refuses a search by name, and groups small domains', async () => {
    await company.call('updateSettings', { accountId: company.accountId, hideNames: true });
    try {
      const hidden = await everyone();
      expect(hidden.namesHidden).toBe(true);
      expect(hidden.people.map((p) => p.bookedMs / HOUR)).toEqual([20, 16, 3, 2, 1]);
      const text = JSON.stringify(hidden);
      for (const secret of ['Siobhán', 'Neill', 'siobhan', 'Kim', 'kim@', 'u-siobhan', 'Müller'])
        expect(text).not.toContain(secret);
      expect(hidden.domains.map((d) => [d.name, d.people])).toEqual([
        [{ kind: 'small', domains: 2 }, 5],
      ]);
      await expect(everyone({ search: 'oneill' })).rejects.toThrow(NO_SEARCH_WHILE_HIDDEN);
      // The files hold pseudonyms and grouped domains, and no name, e-mail, user id or small domain.
      const written = (await peopleFile('person')) + (await peopleFile('domain'));
      for (const secret of ['Siobhán', 'Neill', 'siobhan', 'Kim', '@', 'u-', 'contractor.example'])
        expect(written).not.toContain(secret);
      expect(written).toContain('other (fewer than 5 people)');
      expect(written.match(/Person [0-9a-f]{8}/g)).toHaveLength(5);
      // Nor a small domain's people, nor anyone's domain beside their pseudonym.
      expect(hidden.people.every((p) => p.domain === null)).toBe(true);
      await expect(everyone({ domain: 'contractor.example' })).rejects.toThrow(
        smallDomainRefusal('contractor.example'),
      );
    } finally {
      await company.call('updateSettings', { accountId: company.accountId, hideNames: false });
    }
  });
});

const bookingsOf = (person: string, where: { locationId: string } | { allLocations: true }) =>
  company.call('getPersonBookings', {
    accountId: company.accountId,
    ...where,
    ...PEOPLE_WEEK,
    zone: 'UTC',
    siteTime: true,
    person,
  });

describe('getPersonBookings', () => {
  it('lists one person’s bookings across both sites, each on its site’s clock, adding up to their row', async () => {
    const { people } = await everyone();
    const siobhan = people.find((p) => p.name === 'Siobhán O’Neill');
    const opened = await bookingsOf(siobhan?.key ?? '', { allLocations: true });
    expect(opened.person).toEqual(siobhan);
    expect(opened.sites).toEqual([
      { locationId: PEOPLE_SITES[0].id, name: 'London HQ', zone: 'Europe/London' },
      { locationId: PEOPLE_SITES[1].id, name: 'Munich Works', zone: 'Europe/Berlin' },
    ]);
    expect(
      opened.bookings.map((b) => [b.day, b.zone, b.bayName, b.withinMs / HOUR, b.outsideMs / HOUR]),
    ).toEqual([
      ['2026-06-08', 'Europe/London', 'Bay 1', 8, 0],
      // 13:00–19:00 in London: an hour past closing.
      ['2026-06-09', 'Europe/London', 'Bay 1', 6, 1],
      ['2026-06-10', 'Europe/Berlin', 'Bay 1', 6, 0],
    ]);
    expect(opened.bookings.every((b) => !b.doubleBooking)).toBe(true);
    // Nobody else's booking, and the row's figures from the same bookings.
    expect(opened.bookings.reduce((ms, b) => ms + b.withinMs, 0)).toBe(siobhan?.bookedMs);
  });

  it('keeps to the location asked, and says so when the person booked nothing there', async () => {
    const { people } = await everyone();
    const kim = people.find((p) => p.name === 'Kim Vance');
    const munich = await bookingsOf(kim?.key ?? '', { locationId: PEOPLE_SITES[1].id });
    expect(munich.bookings.map((b) => b.day)).toEqual(['2026-06-08', '2026-06-11']);
    const london = await bookingsOf(kim?.key ?? '', { locationId: PEOPLE_SITES[0].id });
    expect(london).toMatchObject({ person: null, bookings: [], sites: [] });
  });

  it('refuses a person not given as the list names them', async () => {
    await expect(bookingsOf('Siobhán', { allLocations: true })).rejects.toThrow(
      /as the people list names them/,
    );
  });

  it('with names hidden, opens a pseudonym and names no one', async () => {
    await company.call('updateSettings', { accountId: company.accountId, hideNames: true });
    try {
      const { people } = await everyone();
      const opened = await bookingsOf(people[0]?.key ?? '', { allLocations: true });
      expect(opened.namesHidden).toBe(true);
      expect(opened.bookings).toHaveLength(3);
      expect(opened.person?.name).toMatch(/^Person [0-9a-f]{8}$/);
      expect(opened.person?.domain).toBeNull();
      const text = JSON.stringify(opened);
      for (const secret of ['Siobhán', 'Neill', 'siobhan', 'u-siobhan', 'acme.example'])
        expect(text).not.toContain(secret);
      // A real person's key finds nothing while names are hidden: only pseudonyms are people then.
      const real = await bookingsOf('id:u-siobhan', { allLocations: true });
      expect(real.bookings).toEqual([]);
    } finally {
      await company.call('updateSettings', { accountId: company.accountId, hideNames: false });
    }
  });
});
