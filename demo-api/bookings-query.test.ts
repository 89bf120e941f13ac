import { describe, expect, it } from 'vitest';
import { parseBookingsQuery, parseDateTimeWithOffset } from './bookings-query';

const LOC = '0f5e8a34-1b2c-4d3e-8f90-123456789abc';
const ids = new Map([[LOC, 2]]);
const parse = (query: string) => parseBookingsQuery(new URLSearchParams(query), ids);
const errorOf = (query: string): string => {
  const r = parse(query);
  return r.ok ? 'ok' : r.error;
};

describe('parseDateTimeWithOffset', () => {
  it('reads Z and numeric offsets in every accepted spelling', () => {
    const utc = Date.UTC(2026, 2, 29, 0, 30);
    expect(parseDateTimeWithOffset('2026-03-29T00:30:00Z')).toBe(utc);
    expect(parseDateTimeWithOffset('2026-03-29T01:30:00+01:00')).toBe(utc);
    expect(parseDateTimeWithOffset('2026-03-29T01:30+0100')).toBe(utc);
    expect(parseDateTimeWithOffset('2026-03-28T19:30:00-05')).toBe(utc);
    expect(parseDateTimeWithOffset('2026-03-29T06:00:00.250+05:30')).toBe(utc + 250);
  });

  it('rejects what is not a date-time with an offset', () => {
    for (const bad of [
      '2026-03-29',
      '2026-03-29T00:30:00',
      '2026-03-29T00:30:00 01:00',
      '2026-02-30T00:00:00Z',
      '2026-03-29T24:00:00Z',
      '2026-03-29T10:61:00Z',
      '2026-03-29T10:00:00+19:00',
      'yesterday',
      '',
    ]) {
      expect(parseDateTimeWithOffset(bad), bad).toBeNull();
    }
  });
});

describe('parseBookingsQuery', () => {
  it('reads the time family into a half-open window in the given zone', () => {
    expect(
      parse(
        `location_id=${LOC}&time_min=2026-03-29T00:00:00%2B00:00&time_max=2026-03-30T00:00:00%2B01:00&timezone=Europe/London`,
      ),
    ).toEqual({
      ok: true,
      request: {
        family: 'time',
        location: 2,
        minMs: Date.UTC(2026, 2, 29),
        maxMs: Date.UTC(2026, 2, 29, 23),
        zone: 'Europe/London',
      },
    });
  });

  it('reads the dates family as whole UTC days, the last one included', () => {
    expect(parse(`location_id=${LOC}&start_date=2026-03-01&end_date=2026-03-31`)).toEqual({
      ok: true,
      request: {
        family: 'dates',
        location: 2,
        minMs: Date.UTC(2026, 2, 1),
        maxMs: Date.UTC(2026, 3, 1),
        zone: 'UTC',
      },
    });
  });

  it('treats a missing bound as open-ended, and no family as the time family in UTC', () => {
    const onlyMin = parse(`location_id=${LOC}&time_min=2026-03-29T00:00:00Z`);
    expect(onlyMin.ok && onlyMin.request.maxMs).toBe(Infinity);
    const onlyEnd = parse(`location_id=${LOC}&end_date=2026-03-29`);
    expect(onlyEnd.ok && [onlyEnd.request.family, onlyEnd.request.minMs]).toEqual([
      'dates',
      -Infinity,
    ]);
    const none = parse(`location_id=${LOC.toUpperCase()}`);
    expect(none.ok && none.request).toEqual({
      family: 'time',
      location: 2,
      minMs: -Infinity,
      maxMs: Infinity,
      zone: 'UTC',
    });
  });

  it('refuses to mix the families', () => {
    expect(errorOf(`location_id=${LOC}&time_min=2026-03-29T00:00:00Z&end_date=2026-03-30`)).toMatch(
      /not both/,
    );
    expect(errorOf(`location_id=${LOC}&timezone=UTC&start_date=2026-03-30`)).toMatch(/not both/);
  });

  it('explains each invalid request', () => {
    expect(errorOf('')).toBe('location_id is required');
    expect(errorOf('location_id=')).toBe('location_id is required');
    expect(errorOf('location_id=42')).toBe('location_id must be a UUID');
    expect(errorOf('location_id=00000000-0000-4000-8000-000000000000')).toMatch(/No location/);
    expect(errorOf(`location_id=${LOC}&location_id=${LOC}`)).toMatch(/more than once/);
    expect(errorOf(`location_id=${LOC}&time_min=2026-03-29T00:00:00+01:00`)).toMatch(/%2B/);
    expect(errorOf(`location_id=${LOC}&time_max=soon`)).toMatch(/^time_max must be/);
    expect(errorOf(`location_id=${LOC}&timezone=Mars/Olympus`)).toMatch(/^timezone must be/);
    expect(errorOf(`location_id=${LOC}&start_date=2026-13-01`)).toMatch(/^start_date must be/);
    expect(errorOf(`location_id=${LOC}&end_date=29.03.2026`)).toMatch(/^end_date must be/);
    expect(
      errorOf(`location_id=${LOC}&time_min=2026-03-29T00:00:00Z&time_max=2026-03-28T00:00:00Z`),
    ).toBe('time_max is before time_min');
    expect(errorOf(`location_id=${LOC}&start_date=2026-03-29&end_date=2026-03-28`)).toBe(
      'end_date is before start_date',
    );
  });
});
