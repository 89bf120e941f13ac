import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/result';
import { zonedDaysOf } from './args';

// 23:30 UTC on Sunday 2026-03-29 is already Monday the 30th in London (BST since 01:00 UTC).
const NOW = Date.parse('2026-03-29T23:30:00Z');

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppFailure);
    expect((error as AppFailure).kind).toBe('invalid-argument');
    return (error as AppFailure).message;
  }
  throw new Error('expected a usage error');
}

describe('zonedDaysOf', () => {
  it('resolves --period in --tz, weeks from Monday unless --week-start sunday or saturday', () => {
    expect(zonedDaysOf({ period: 'last-week', tz: 'Europe/London' }, NOW)).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
      zone: 'Europe/London',
    });
    expect(zonedDaysOf({ period: 'last-week', tz: 'UTC', 'week-start': 'sunday' }, NOW)).toEqual({
      from: '2026-03-22',
      to: '2026-03-28',
      zone: 'UTC',
    });
    expect(zonedDaysOf({ period: 'last-week', tz: 'UTC', 'week-start': 'saturday' }, NOW)).toEqual({
      from: '2026-03-21',
      to: '2026-03-27',
      zone: 'UTC',
    });
  });

  it('reads today and today-N in --from and --to', () => {
    expect(zonedDaysOf({ from: 'today-7', to: 'today-1', tz: 'Europe/London' }, NOW)).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
      zone: 'Europe/London',
    });
    expect(zonedDaysOf({ from: 'today', tz: 'UTC' }, NOW)).toMatchObject({
      from: '2026-03-29',
      to: '2026-03-29',
    });
    expect(zonedDaysOf({ from: '2026-03-01', to: 'today', tz: 'UTC' }, NOW)).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-29',
    });
  });

  it('explains what is wrong', () => {
    expect(usageMessage(() => zonedDaysOf({ period: 'fortnight', tz: 'UTC' }, NOW))).toMatch(
      /--period must be one of today, yesterday, this-week, .*last-N-days.*"fortnight"/,
    );
    expect(
      usageMessage(() => zonedDaysOf({ period: 'today', from: '2026-03-01', tz: 'UTC' }, NOW)),
    ).toBe('Use either --period or --from/--to, not both.');
    expect(
      usageMessage(() => zonedDaysOf({ period: 'today', 'week-start': 'friday', tz: 'UTC' }, NOW)),
    ).toMatch(/--week-start must be monday, sunday or saturday, not "friday"/);
    expect(usageMessage(() => zonedDaysOf({ from: 'today+1', tz: 'UTC' }, NOW))).toMatch(
      /--from must be a real date as YYYY-MM-DD, today or today-N/,
    );
    expect(
      usageMessage(() => zonedDaysOf({ from: 'today', to: 'today-1', tz: 'UTC' }, NOW)),
    ).toMatch(
      /^--to: The last day \(\d{4}-\d\d-\d\d\) is before the first \(\d{4}-\d\d-\d\d\)\. Choose a last day on or after the first\.$/,
    );
    expect(usageMessage(() => zonedDaysOf({ tz: 'UTC' }, NOW))).toMatch(/--period/);
    expect(usageMessage(() => zonedDaysOf({ period: 'last-5000-days', tz: 'UTC' }, NOW))).toMatch(
      /\(N from 1 to 3660\), not "last-5000-days"\.$/,
    );
    expect(
      usageMessage(() => zonedDaysOf({ from: 'today-7', 'week-start': 'sunday', tz: 'UTC' }, NOW)),
    ).toBe('--week-start goes with --period this-week or last-week, not with --from/--to.');
  });
});
