import { describe, expect, it } from 'vitest';
import { BOOKING_HEADER } from '../export/booking-columns';
import type { Booking } from '../model';
import { createByteSink, createLineWriter } from './line';
import { looksLikeFormula, neutraliseFormula } from './neutralise';
import { createRowBuilder, formatDurationMinutes, formatUtc } from './row';

const b = (over: Partial<Booking> = {}): Booking => ({
  id: 'id-1',
  startMs: Date.parse('2026-03-29T00:30:00Z'),
  endMs: Date.parse('2026-03-29T02:00:00Z'),
  user: { id: 'u', name: 'Ann Lee', email: 'ann@example.com' },
  location: { id: 'l', name: 'Harbour Office' },
  bay: { id: 'b', name: 'Bay 1', tag: 'EV' },
  ...over,
});

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\nx'])('prefixes %j', (cell) => {
    expect(looksLikeFormula(cell)).toBe(true);
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it.each(['', 'Ann', ' =1', "'=1", 'a=b', '1-2'])('leaves %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('createRowBuilder', () => {
  it('builds a row with local and UTC times, across the spring-forward gap', () => {
    const row = createRowBuilder({ zone: 'Europe/London' })(b());
    expect(row).toEqual([
      'id-1',
      'Harbour Office',
      'Bay 1',
      'EV',
      'Ann Lee',
      'ann@example.com',
      '2026-03-29 00:30:00',
      '2026-03-29 03:00:00',
      'Europe/London',
      '2026-03-29T00:30:00Z',
      '2026-03-29T02:00:00Z',
      '90',
    ]);
  });

  it('writes empty cells for nulls, the fallback location, and neutralises unless told not to', () => {
    const odd = b({ user: { id: null, name: '=cmd', email: null }, bay: null, location: null });
    const on = createRowBuilder({ zone: 'UTC', fallbackLocationName: '@Dock' })(odd);
    expect(on.slice(0, 6)).toEqual(['id-1', "'@Dock", '', '', "'=cmd", '']);
    const off = createRowBuilder({ zone: 'UTC', neutraliseFormulas: false })(odd);
    expect(off.slice(0, 6)).toEqual(['id-1', '', '', '', '=cmd', '']);
  });

  it('leaves only the user columns empty without personal data', () => {
    const full = createRowBuilder({ zone: 'Europe/London' })(b());
    const without = createRowBuilder({ zone: 'Europe/London', personalData: false })(b());
    const userColumns = [BOOKING_HEADER.indexOf('user_name'), BOOKING_HEADER.indexOf('user_email')];
    expect(userColumns).toEqual([4, 5]);
    expect(without).toEqual(full.map((cell, i) => (userColumns.includes(i) ? '' : cell)));
    expect(createRowBuilder({ zone: 'UTC', personalData: true })(b())[4]).toBe('Ann Lee');
  });

  it('formats UTC to the second, milliseconds only when present, and fractional durations', () => {
    expect(formatUtc(Date.parse('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05Z');
    expect(formatUtc(Date.parse('2026-01-02T03:04:05.250Z'))).toBe('2026-01-02T03:04:05.250Z');
    expect(formatDurationMinutes(0, 90_000)).toBe('1.5');
    expect(formatDurationMinutes(0, 20_000)).toBe('0.33');
  });
});

describe('years at the ends of what the API can send', () => {
  // 0000-01-01T00:00+01:00 to 9999-12-31T24:00-05:00: the instants fall in the years -1 and 10000.
  const far = b({
    startMs: Date.parse('-000001-12-31T23:00:00Z'),
    endMs: Date.parse('+010000-01-01T05:00:00Z'),
  });

  it('are written with four digits from 0000 to 9999, and signed outside', () => {
    const row = createRowBuilder({ zone: 'UTC' })(far);
    expect(row.slice(6, 11)).toEqual([
      '-0001-12-31 23:00:00',
      '+10000-01-01 05:00:00',
      'UTC',
      '-0001-12-31T23:00:00Z',
      '+10000-01-01T05:00:00Z',
    ]);
    expect(formatUtc(Date.parse('0000-01-01T00:00:00Z'))).toBe('0000-01-01T00:00:00Z');
  });

  it('are written alike by the export’s line writer', () => {
    const sink = createByteSink();
    createLineWriter({ zone: 'UTC', delimiter: ',' })(far, sink);
    const line = new TextDecoder().decode(sink.bytes.subarray(0, sink.length));
    expect(line).toContain(
      ',-0001-12-31 23:00:00,+10000-01-01 05:00:00,UTC,-0001-12-31T23:00:00Z,+10000-01-01T05:00:00Z,',
    );
  });
});
