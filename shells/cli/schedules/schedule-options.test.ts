// schedules add's options: a saved report and a timing from what was typed, each mistake named,
// and the command line each saved report is built by.
import { describe, expect, it } from 'vitest';
import { reportDays, todayAt } from '#backend/schedules/due-day';
import { reportArgv } from './report-argv';
import { recipientsOf, savedReportOf, timingOf } from './schedule-options';

const weekly = {
  account: 'Acme',
  name: 'Weekly sites',
  report: 'all-locations',
  period: 'last-week',
  compare: 'previous',
  lang: 'de',
};

describe('savedReportOf', () => {
  it('reads an all-locations workbook', () => {
    expect(savedReportOf(weekly, {})).toEqual({
      name: 'Weekly sites',
      account: 'Acme',
      kind: 'all-locations',
      location: null,
      period: 'last-week',
      compare: 'previous',
      filters: { tags: null, search: null },
      format: 'xlsx',
      language: 'de',
    });
  });

  it('names each mistake', () => {
    expect(() => savedReportOf({ ...weekly, report: 'weekly' }, {})).toThrow(/--report must be/);
    expect(() => savedReportOf({ ...weekly, report: 'location' }, {})).toThrow(/--location/);
    expect(() => savedReportOf({ ...weekly, period: 'fortnight' }, {})).toThrow(/--period/);
    expect(() => savedReportOf({ ...weekly, format: 'csv' }, {})).toThrow(/xlsx/);
    expect(() =>
      savedReportOf({ ...weekly, report: 'people', location: 'all', compare: 'year' }, {}),
    ).toThrow(/--compare goes with/);
    expect(() =>
      savedReportOf(
        { ...weekly, report: 'people', location: 'all', compare: undefined, tag: ['x'] },
        {},
      ),
    ).toThrow(/--tag/);
  });
});

describe('timingOf and recipientsOf', () => {
  it('reads a rhythm, a time and a zone', () => {
    expect(timingOf({ every: 'month-start', at: '06:00', tz: 'Europe/Berlin' })).toEqual({
      rhythm: 'month-start',
      at: '06:00',
      zone: 'Europe/Berlin',
    });
    expect(() => timingOf({ every: 'weekly', at: '06:00' })).toThrow(/--every/);
    expect(() => timingOf({ every: 'day', at: '6am' })).toThrow(/--at/);
    expect(() => timingOf({ every: 'day', at: '06:00', tz: 'Mars/Base' })).toThrow(/time zone/);
  });

  it('reads addresses separated by commas', () => {
    expect(recipientsOf('a@x.test, b@x.test', '--to')).toEqual(['a@x.test', 'b@x.test']);
    expect(() => recipientsOf('a@x.test,bob', '--to')).toThrow(/"bob" is not an e-mail address/);
  });
});

describe('the command that builds a saved report', () => {
  it('is report --location all for the all-locations workbook, with its period and language', () => {
    const report = savedReportOf({ ...weekly, tag: ['ev'] }, {});
    expect(reportArgv(report, '/tmp/x.xlsx')).toEqual([
      'report',
      '--account',
      'Acme',
      '--location',
      'all',
      '--period',
      'last-week',
      '--compare',
      'previous',
      '--lang',
      'de',
      '--tag',
      'ev',
      '--out',
      '/tmp/x.xlsx',
    ]);
  });

  it('counts the days from the due time’s date in the schedule’s zone', () => {
    // Monday 00:30 in Sydney is still Sunday in London: the week before is that of Sydney's Monday.
    const due = Date.parse('2026-06-07T14:30:00Z');
    const { today, nowMs } = todayAt(due, 'Australia/Sydney');
    expect(today).toBe('2026-06-08');
    expect(new Date(nowMs).toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(reportDays(savedReportOf(weekly, {}), today)).toEqual({
      from: '2026-06-01',
      to: '2026-06-07',
    });
  });
});
