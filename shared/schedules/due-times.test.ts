// Due times: the latest at or before now, per rhythm, in the schedule's zone, across DST changes.
import { describe, expect, it } from 'vitest';
import { latestDueAt, nextDueAt, parseAt, rhythmOf } from './due-times';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const at = (text: string): number => Date.parse(text);

describe('latestDueAt', () => {
  const monday = { rhythm: 'monday', at: '07:00', zone: 'Europe/London' } as const;

  it('is the Monday 07:00 London of the week, once that time has passed', () => {
    expect(iso(latestDueAt(monday, at('2026-06-08T07:05:00+01:00')))).toBe(
      '2026-06-08T06:00:00.000Z',
    );
    expect(iso(latestDueAt(monday, at('2026-06-08T07:00:00+01:00')))).toBe(
      '2026-06-08T06:00:00.000Z',
    );
  });

  it('is the Monday before while this Monday’s time has not come', () => {
    expect(iso(latestDueAt(monday, at('2026-06-08T06:59:00+01:00')))).toBe(
      '2026-06-01T06:00:00.000Z',
    );
  });

  it('follows the zone’s clock over the change to summer time', () => {
    // 29 March 2026: London goes from GMT to BST; Monday 30 March 07:00 is 06:00 UTC, the 23rd's was 07:00 UTC.
    expect(iso(latestDueAt(monday, at('2026-03-30T05:59:00Z')))).toBe('2026-03-23T07:00:00.000Z');
    expect(iso(latestDueAt(monday, at('2026-03-30T06:00:00Z')))).toBe('2026-03-30T06:00:00.000Z');
  });

  it('sends a time skipped by spring forward after the gap, and a repeated one once', () => {
    const daily = { rhythm: 'day', at: '01:30', zone: 'Europe/London' } as const;
    // 01:30 does not exist on 29 March 2026 in London: due at 02:30 BST, 01:30 UTC.
    expect(iso(latestDueAt(daily, at('2026-03-29T03:00:00Z')))).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 happens twice on 25 October 2026: due at the first, 00:30 UTC, and not again at 01:30 UTC.
    expect(iso(latestDueAt(daily, at('2026-10-25T01:45:00Z')))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('is the first of the month, reaching back to the month before', () => {
    const monthly = { rhythm: 'month-start', at: '06:00', zone: 'America/New_York' } as const;
    expect(iso(latestDueAt(monthly, at('2026-07-31T12:00:00Z')))).toBe('2026-07-01T10:00:00.000Z');
    expect(iso(latestDueAt(monthly, at('2026-03-01T10:59:00Z')))).toBe('2026-02-01T11:00:00.000Z');
  });

  it('is null for a time that is not HH:MM', () => {
    expect(latestDueAt({ ...monday, at: '7am' }, 0)).toBeNull();
  });
});

describe('rhythm and time words', () => {
  it('reads the rhythms and refuses others', () => {
    expect(rhythmOf('friday')).toBe('friday');
    expect(rhythmOf('weekly')).toBeNull();
  });

  it('reads HH:MM only', () => {
    expect(parseAt('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseAt('24:00')).toBeNull();
  });
});

describe('nextDueAt', () => {
  const monday = { rhythm: 'monday', at: '07:00', zone: 'Europe/London' } as const;

  it('is this Monday 07:00 before it comes, and the next Monday once it has', () => {
    expect(iso(nextDueAt(monday, at('2026-06-08T06:59:00+01:00')))).toBe(
      '2026-06-08T06:00:00.000Z',
    );
    expect(iso(nextDueAt(monday, at('2026-06-08T07:00:00+01:00')))).toBe(
      '2026-06-15T06:00:00.000Z',
    );
  });

  it('is the first of the next month, in the zone’s summer time', () => {
    const monthly = { rhythm: 'month-start', at: '06:30', zone: 'Europe/Paris' } as const;
    expect(iso(nextDueAt(monthly, at('2026-03-02T10:00:00Z')))).toBe('2026-04-01T04:30:00.000Z');
  });

  it('is null for a time that cannot be read', () => {
    expect(nextDueAt({ rhythm: 'day', at: '7am', zone: 'UTC' }, 0)).toBeNull();
  });
});
