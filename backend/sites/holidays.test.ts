// The public holidays of site calendars, from date-holidays: checked by name, spelt as the library
// spells them, worked out once per (calendar, year) and kept in the store for the next process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holidaySuggestions } from '#shared/sites/holiday-suggestion';
import { useTempStores } from '../store/testing/temp-stores';
import { createHolidays, HOLIDAYS_SOURCE } from './holidays';

const stores = useTempStores(beforeEach, afterEach);

describe('the holiday calendars', () => {
  it('are worked out by the installed date-holidays', () => {
    const require = createRequire(import.meta.url);
    const { version } = JSON.parse(
      readFileSync(require.resolve('date-holidays/package.json'), 'utf8'),
    ) as { version: string };
    // Kept holidays name the library that worked them out: a new version must say so.
    expect(HOLIDAYS_SOURCE).toContain(`date-holidays ${version};`);
  });

  it('give a site in England the Spring bank holiday, and one in Bavaria Whit Monday and Corpus Christi', async () => {
    const holidays = createHolidays(null);
    const days = await holidays.closedDays(['GB-ENG', 'DE-BY'], [2026]);
    const england = days.get('GB-ENG') ?? [];
    expect(england).toContainEqual({
      date: '2026-05-25',
      kind: 'holiday',
      reason: 'Spring bank holiday',
    });
    expect(england.map((d) => d.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
    const bavaria = (days.get('DE-BY') ?? []).filter((d) => d.date.startsWith('2026-0'));
    expect(bavaria.filter((d) => d.date >= '2026-05-25' && d.date <= '2026-06-07')).toEqual([
      { date: '2026-05-25', kind: 'holiday', reason: 'Whit Monday' },
      { date: '2026-06-04', kind: 'holiday', reason: 'Corpus Christi' },
    ]);
  });

  it('count only whole public holidays: no observance, bank or afternoon holidays', async () => {
    const days = await createHolidays(null).closedDays(['DE-BY', 'IS'], [2026]);
    // Christmas Eve from 14:00 is a bank holiday in Bavaria, from 13:00 a public one in Iceland.
    expect(days.get('DE-BY')?.map((d) => d.date)).not.toContain('2026-12-24');
    expect(days.get('IS')?.map((d) => d.date)).not.toContain('2026-12-24');
    expect(days.get('IS')?.map((d) => d.date)).toContain('2026-12-25');
  });

  it('make a holiday of several days a closed day each', async () => {
    const days = await createHolidays(null).closedDays(['KR'], [2026]);
    // The library gives it as three days from 17 February.
    const newYear = days.get('KR')?.filter((d) => d.reason === 'Korean New Year');
    expect(newYear?.map((d) => d.date)).toEqual(['2026-02-17', '2026-02-18', '2026-02-19']);
  });

  it('spell a calendar as the library does, in any letter case', async () => {
    const holidays = createHolidays(null);
    expect(await holidays.check('gb-eng')).toBe('GB-ENG');
    expect(await holidays.check(' de-by ')).toBe('DE-BY');
    expect(await holidays.check('FR')).toBe('FR');
    expect(await holidays.check('ck-AITUTAKI')).toBe('CK-Aitutaki');
    expect(await holidays.check('de-by-a')).toBe('DE-BY-A');
  });

  it('refuse an unknown calendar by name, saying how to find the right one', async () => {
    const holidays = createHolidays(null);
    await expect(holidays.check('XX-YY')).rejects.toMatchObject({
      kind: 'invalid-argument',
      message: expect.stringMatching(
        /^There is no holiday calendar "XX-YY": give a country's two-letter code .*"bookings-viewer sites calendars"/,
      ),
    });
    await expect(holidays.check('GB-YY')).rejects.toMatchObject({
      message: expect.stringContaining(
        'United Kingdom (GB) has no region "YY". Its regions: ALD, ENG, NIR, SCT, WLS; e.g. GB-ALD, or GB alone',
      ),
    });
    await expect(holidays.check('DE-BY-ZZ')).rejects.toMatchObject({
      message: expect.stringContaining(
        'DE-BY has no region "ZZ". Its regions: A, KATH, EVANG, or DE-BY alone.',
      ),
    });
    await expect(holidays.check('GB-ENG-X-Y')).rejects.toMatchObject({ kind: 'invalid-argument' });
  });

  it('list every country with its regions', async () => {
    const calendars = await createHolidays(null).calendars();
    expect(calendars).toContainEqual({ code: 'GB', country: 'United Kingdom', region: null });
    expect(calendars).toContainEqual({
      code: 'GB-ENG',
      country: 'United Kingdom',
      region: 'England',
    });
    expect(calendars).toContainEqual({ code: 'DE-BY', country: 'Germany', region: 'Bayern' });
    expect(calendars.filter((c) => c.region === null).length).toBeGreaterThan(190);
    expect(new Set(calendars.map((c) => c.code)).size).toBe(calendars.length);
  });

  it('suggest, for each zone in the table, a calendar the library knows as written', async () => {
    const holidays = createHolidays(null);
    for (const [zone, calendar] of holidaySuggestions())
      expect(await holidays.check(calendar), zone).toBe(calendar);
  });

  it('keep what was worked out in the store, for the next process to read there', async () => {
    const dir = stores.dir();
    const first = createHolidays(stores.open(dir));
    const worked = await first.closedDays(['GB-ENG'], [2025, 2026, 2027]);
    const store = stores.open(dir);
    const rows = store.read((sql) =>
      sql.all('SELECT calendar, year, source FROM holiday_days ORDER BY year'),
    );
    expect(rows).toEqual(
      [2025, 2026, 2027].map((year) => ({ calendar: 'GB-ENG', year, source: HOLIDAYS_SOURCE })),
    );
    // The next process reads the kept days: a name changed in the store is the one it gives.
    store.write((sql) =>
      sql.run(
        `UPDATE holiday_days SET days = replace(days, 'Spring bank holiday', 'Kept in the store') WHERE year = 2026`,
      ),
    );
    const next = await createHolidays(store).closedDays(['GB-ENG'], [2025, 2026, 2027]);
    expect(next.get('GB-ENG')).toContainEqual({
      date: '2026-05-25',
      kind: 'holiday',
      reason: 'Kept in the store',
    });
    expect(next.get('GB-ENG')?.length).toBe(worked.get('GB-ENG')?.length);
    // Days kept by another version of the library, or that are not days, are worked out again.
    store.write((sql) => {
      sql.run(`UPDATE holiday_days SET source = 'date-holidays 0.0.1' WHERE year = 2025`);
      sql.run(`UPDATE holiday_days SET days = '{"not": "days"}' WHERE year = 2027`);
    });
    const again = await createHolidays(store).closedDays(['GB-ENG'], [2025, 2027]);
    expect(again.get('GB-ENG')).toEqual(
      (worked.get('GB-ENG') ?? []).filter((d) => !d.date.startsWith('2026')),
    );
    expect(
      store.read((sql) => sql.all('SELECT DISTINCT source FROM holiday_days')).map((r) => r.source),
    ).toEqual([HOLIDAYS_SOURCE]);
  });

  it('give no holidays for a saved calendar the library no longer knows', async () => {
    const days = await createHolidays(null).closedDays(['XX'], [2026]);
    expect(days.get('XX')).toEqual([]);
  });
});
