import { describe, expect, it } from 'vitest';
import type { WeekStart } from './week-start';
import { periodFromToday, resolveDay, resolvePeriod } from './period';

const at = (iso: string): number => Date.parse(iso);

describe('resolvePeriod', () => {
  it('takes "today" in the zone, not in UTC, on the night of a spring-forward change', () => {
    // Europe/London moves to BST at 01:00 UTC on 2026-03-29; 23:30 UTC the next day is 00:30 on Monday the 30th.
    const now = at('2026-03-29T23:30:00Z');
    expect(resolvePeriod('today', now, 'Europe/London')).toEqual({
      from: '2026-03-30',
      to: '2026-03-30',
    });
    expect(resolvePeriod('today', now, 'UTC')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(resolvePeriod('yesterday', now, 'Europe/London')).toEqual({
      from: '2026-03-29',
      to: '2026-03-29',
    });
    expect(resolvePeriod('this-week', now, 'Europe/London')).toEqual({
      from: '2026-03-30',
      to: '2026-03-30',
    });
    // The week holding the 23-hour day is a whole week all the same.
    expect(resolvePeriod('last-week', now, 'Europe/London')).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    expect(resolvePeriod('last-week', now, 'UTC')).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
    });
  });

  it('counts weeks from Sunday when asked, across the US change to daylight time', () => {
    // 2026-03-09T03:30Z is 23:30 EDT on Sunday 2026-03-08, the day clocks went forward.
    const now = at('2026-03-09T03:30:00Z');
    const zone = 'America/New_York';
    expect(resolvePeriod('this-week', now, zone, 'monday')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(resolvePeriod('this-week', now, zone, 'sunday')).toEqual({
      from: '2026-03-08',
      to: '2026-03-08',
    });
    expect(resolvePeriod('last-week', now, zone, 'sunday')).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
    });
    expect(resolvePeriod('last-week', now, zone, 'monday')).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(resolvePeriod('last-3-days', now, zone)).toEqual({
      from: '2026-03-05',
      to: '2026-03-07',
    });
  });

  it('handles the fall-back change, when a day has 25 hours', () => {
    // Europe/Berlin leaves summer time at 01:00 UTC on Sunday 2026-10-25.
    const now = at('2026-10-25T22:59:00Z'); // 23:59 CET, still the 25th
    expect(resolvePeriod('today', now, 'Europe/Berlin')).toEqual({
      from: '2026-10-25',
      to: '2026-10-25',
    });
    expect(resolvePeriod('this-week', now, 'Europe/Berlin')).toEqual({
      from: '2026-10-19',
      to: '2026-10-25',
    });
    expect(resolvePeriod('today', at('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toEqual({
      from: '2026-10-26',
      to: '2026-10-26',
    });
  });

  it('takes the month in the zone on the first night of summer time, and months of 743 hours whole', () => {
    // 23:30 UTC on 31 March 2026 is 00:30 on 1 April in London (BST since 29 March): a new month
    // there, still March in UTC. March, with its 23-hour day, is last month in whole days.
    const now = at('2026-03-31T23:30:00Z');
    expect(resolvePeriod('this-month', now, 'Europe/London')).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(resolvePeriod('last-month', now, 'Europe/London')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(resolvePeriod('this-month', now, 'UTC')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(resolvePeriod('last-month', now, 'UTC')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    // On the night clocks go back (Berlin, 25 October 2026), a month holding the 25-hour day.
    const autumn = at('2026-11-01T00:30:00Z'); // 01:30 CET on 1 November
    expect(resolvePeriod('last-month', autumn, 'Europe/Berlin')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(resolvePeriod('this-month', autumn, 'Europe/Berlin')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(resolvePeriod('this-month', autumn, 'America/New_York')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('crosses a year boundary that has passed in one zone and not yet in another', () => {
    const now = at('2025-12-31T12:00:00Z');
    // 01:00 on 1 January 2026 in Auckland (a Thursday); 04:00 on 31 December in Los Angeles.
    const auckland = (name: string, weekStart: WeekStart = 'monday') =>
      resolvePeriod(name, now, 'Pacific/Auckland', weekStart);
    expect(auckland('today')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(auckland('yesterday')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(auckland('this-week')).toEqual({ from: '2025-12-29', to: '2026-01-01' });
    expect(auckland('this-week', 'sunday')).toEqual({ from: '2025-12-28', to: '2026-01-01' });
    expect(auckland('last-week')).toEqual({ from: '2025-12-22', to: '2025-12-28' });
    expect(auckland('this-month')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(auckland('last-month')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(auckland('last-7-days')).toEqual({ from: '2025-12-25', to: '2025-12-31' });
    const la = (name: string) => resolvePeriod(name, now, 'America/Los_Angeles');
    expect(la('today')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(la('this-month')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(la('last-month')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
  });
});

describe('periodFromToday', () => {
  it('crosses month boundaries, including a leap February', () => {
    expect(periodFromToday('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(periodFromToday('last-month', '2026-03-01')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(periodFromToday('last-month', '2028-03-31')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodFromToday('this-month', '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(periodFromToday('this-month', '2026-04-30')).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(periodFromToday('last-month', '2026-05-31')).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(periodFromToday('last-1-day', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(periodFromToday('last-30-days', '2026-03-01')).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
  });

  it('starts weeks on Monday by default, and on Sunday when asked', () => {
    // 2026-03-15 is a Sunday, 2026-03-16 a Monday.
    expect(periodFromToday('this-week', '2026-03-15')).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(periodFromToday('this-week', '2026-03-15', 'sunday')).toEqual({
      from: '2026-03-15',
      to: '2026-03-15',
    });
    expect(periodFromToday('last-week', '2026-03-16')).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(periodFromToday('last-week', '2026-03-16', 'sunday')).toEqual({
      from: '2026-03-08',
      to: '2026-03-14',
    });
  });

  it('starts weeks on Saturday when asked, on the Saturday itself and the days after', () => {
    // 2026-03-14 is a Saturday, 2026-03-20 a Friday.
    expect(periodFromToday('this-week', '2026-03-14', 'saturday')).toEqual({
      from: '2026-03-14',
      to: '2026-03-14',
    });
    expect(periodFromToday('this-week', '2026-03-20', 'saturday')).toEqual({
      from: '2026-03-14',
      to: '2026-03-20',
    });
    expect(periodFromToday('last-week', '2026-03-13', 'saturday')).toEqual({
      from: '2026-02-28',
      to: '2026-03-06',
    });
  });

  it('knows no other names', () => {
    for (const name of [
      '',
      'lastweek',
      'last-0-days',
      'last--1-days',
      'last-x-days',
      'last-99999-days',
      'last-3661-days',
      'next-week',
      'Today',
    ])
      expect(periodFromToday(name, '2026-03-15'), name).toBeNull();
    expect(periodFromToday('last-3660-days', '2026-03-15')?.to).toBe('2026-03-14');
  });
});

describe('resolveDay', () => {
  it('reads YYYY-MM-DD, today and today-N', () => {
    expect(resolveDay('2026-02-28', '2026-03-01')).toBe('2026-02-28');
    expect(resolveDay('today', '2026-03-01')).toBe('2026-03-01');
    expect(resolveDay('today-0', '2026-03-01')).toBe('2026-03-01');
    expect(resolveDay('today-1', '2026-03-01')).toBe('2026-02-28');
    expect(resolveDay('today-366', '2026-01-01')).toBe('2024-12-31');
  });

  it('refuses anything else', () => {
    for (const text of ['2026-02-30', 'today+1', 'today-', 'today - 1', 'tomorrow', 'yesterday'])
      expect(resolveDay(text, '2026-03-01'), text).toBeNull();
  });
});
