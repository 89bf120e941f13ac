import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppFailure } from '../result';
import { dayWindow } from '../time/local-day-bounds';
import { bookingsQueryString, type BookingsQuery } from './query';
import { parseTimestamp } from './timestamp';

const LOCATION = '3f2c1a9e-5b7d-4c8e-9f10-2a3b4c5d6e7f';

function refused(q: unknown): string {
  try {
    bookingsQueryString(q as BookingsQuery);
  } catch (e) {
    expect(e).toBeInstanceOf(AppFailure);
    expect((e as AppFailure).kind).toBe('invalid-argument');
    return (e as AppFailure).message;
  }
  throw new Error(`accepted ${JSON.stringify(q)}`);
}

describe('bookingsQueryString', () => {
  it('builds the time family, escaping the + of offsets', () => {
    expect(
      bookingsQueryString({
        family: 'time',
        locationId: LOCATION,
        timeMin: '2026-03-29T00:00:00+00:00',
        timeMax: '2026-03-30T00:00:00+01:00',
        timezone: 'Europe/London',
      }),
    ).toBe(
      `location_id=${LOCATION}&time_min=2026-03-29T00%3A00%3A00%2B00%3A00` +
        '&time_max=2026-03-30T00%3A00%3A00%2B01%3A00&timezone=Europe%2FLondon',
    );
  });

  it('builds the dates family', () => {
    expect(
      bookingsQueryString({
        family: 'dates',
        locationId: LOCATION,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
    ).toBe(`location_id=${LOCATION}&start_date=2026-03-01&end_date=2026-03-31`);
  });

  it('refuses to mix the families', () => {
    const time = {
      family: 'time',
      locationId: LOCATION,
      timeMin: '2026-03-29T00:00:00Z',
      timeMax: '2026-03-30T00:00:00Z',
    };
    const dates = {
      family: 'dates',
      locationId: LOCATION,
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    };
    expect(refused({ ...time, startDate: '2026-03-01' })).toMatch(/cannot mix/);
    expect(refused({ ...time, endDate: '2026-03-01' })).toMatch(/cannot mix/);
    expect(refused({ ...dates, timeMin: time.timeMin })).toMatch(/cannot mix/);
    expect(refused({ ...dates, timezone: 'UTC' })).toMatch(/cannot mix/);
    expect(refused({ ...time, ...dates, family: undefined })).toMatch(/either/);
    expect(refused({ ...time, family: 'both' })).toMatch(/either/);
  });

  it('refuses malformed queries', () => {
    const time = {
      family: 'time',
      locationId: LOCATION,
      timeMin: '2026-03-29T00:00:00Z',
      timeMax: '2026-03-30T00:00:00Z',
    };
    const dates = {
      family: 'dates',
      locationId: LOCATION,
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    };
    for (const q of [
      null,
      'location_id=x',
      { ...time, locationId: '' },
      { ...time, locationId: ' ' },
      { ...time, locationId: 'a\nb' },
      { ...time, locationId: 7 },
      { ...time, timeMin: '2026-03-29T00:00:00' },
      { ...time, timeMax: undefined },
      { ...time, timeMin: time.timeMax, timeMax: time.timeMin },
      { ...time, timezone: 'Nowhere/Special' },
      { ...time, timezone: '' },
      { ...dates, startDate: '2026-02-30' },
      { ...dates, endDate: '2026-3-2' },
      { ...dates, endDate: null },
      { ...dates, startDate: dates.endDate, endDate: dates.startDate },
    ]) {
      refused(q);
    }
  });

  it('sends day windows of any zone so that they read back to the same instants', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 40_000 }), (zone, n) => {
        const date = new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const w = dayWindow(date, zone);
        const query = new URLSearchParams(
          bookingsQueryString({ family: 'time', locationId: LOCATION, ...w, timezone: zone }),
        );
        expect(parseTimestamp(query.get('time_min') ?? '')).toBe(w.startMs);
        expect(parseTimestamp(query.get('time_max') ?? '')).toBe(w.endMs);
        expect(query.get('timezone')).toBe(zone);
        expect(query.get('location_id')).toBe(LOCATION);
      }),
      { numRuns: 300 },
    );
  });
});
