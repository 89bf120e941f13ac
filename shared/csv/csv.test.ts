import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { CSV_COLUMNS, CSV_HEADER, exceedsExcelLimit } from './columns';
import { createBookingFilter, overlapsTimeOfDay } from './filter';
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

describe('columns', () => {
  it('lists the documented columns in order, each described', () => {
    expect(CSV_HEADER).toEqual([
      'booking_id',
      'location',
      'bay',
      'bay_tag',
      'user_name',
      'user_email',
      'start_local',
      'end_local',
      'timezone',
      'start_utc',
      'end_utc',
      'duration_minutes',
    ]);
    for (const c of CSV_COLUMNS) expect(c.description.length).toBeGreaterThan(10);
  });

  it("flags more data rows than Excel's sheet holds", () => {
    expect(exceedsExcelLimit(1_048_575)).toBe(false);
    expect(exceedsExcelLimit(1_048_576)).toBe(true);
  });
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
    const row = createRowBuilder({ timeZone: 'Europe/London' })(b());
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
    const on = createRowBuilder({ timeZone: 'UTC', fallbackLocationName: '@Dock' })(odd);
    expect(on.slice(0, 6)).toEqual(['id-1', "'@Dock", '', '', "'=cmd", '']);
    const off = createRowBuilder({ timeZone: 'UTC', neutraliseFormulas: false })(odd);
    expect(off.slice(0, 6)).toEqual(['id-1', '', '', '', '=cmd', '']);
  });

  it('formats UTC to the second, milliseconds only when present, and fractional durations', () => {
    expect(formatUtc(Date.parse('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05Z');
    expect(formatUtc(Date.parse('2026-01-02T03:04:05.250Z'))).toBe('2026-01-02T03:04:05.250Z');
    expect(formatDurationMinutes(0, 90_000)).toBe('1.5');
    expect(formatDurationMinutes(0, 20_000)).toBe('0.33');
  });
});

describe('createBookingFilter', () => {
  const none = { tags: null, search: null, timeOfDay: null };
  it('keeps everything with no filter', () => {
    expect(createBookingFilter(none, 'UTC')(b())).toBe(true);
  });
  it('matches tags, with "" for untagged bays', () => {
    const untagged = createBookingFilter({ ...none, tags: [''] }, 'UTC');
    expect(untagged(b())).toBe(false);
    expect(untagged(b({ bay: { id: 'x', name: 'X', tag: null } }))).toBe(true);
    expect(untagged(b({ bay: null }))).toBe(true);
    expect(createBookingFilter({ ...none, tags: ['EV', 'Van'] }, 'UTC')(b())).toBe(true);
    expect(createBookingFilter({ ...none, tags: [] }, 'UTC')(b())).toBe(false);
  });
  it('searches bay name, user name and email, case-insensitively', () => {
    const f = (search: string) => createBookingFilter({ ...none, search }, 'UTC')(b());
    expect(f('bay 1')).toBe(true);
    expect(f('LEE')).toBe(true);
    expect(f('example.com')).toBe(true);
    expect(f('Harbour')).toBe(false);
    expect(f('  ')).toBe(true);
  });
  it('keeps bookings overlapping the daily window in the zone', () => {
    const at = (start: string, end: string) => [Date.parse(start), Date.parse(end)] as const;
    // 08:00-09:00 London summer time is 07:00-08:00Z.
    const [s, e] = at('2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z');
    expect(overlapsTimeOfDay('Europe/London', s, e, 8 * 60, 9 * 60)).toBe(true);
    expect(overlapsTimeOfDay('Europe/London', s, e, 9 * 60, 17 * 60)).toBe(false);
    expect(overlapsTimeOfDay('UTC', s, e, 8 * 60, 9 * 60)).toBe(false);
    // Overnight booking 22:00-02:00 touches a 01:00-03:00 window the next day.
    const [n1, n2] = at('2026-06-01T22:00:00Z', '2026-06-02T02:00:00Z');
    expect(overlapsTimeOfDay('UTC', n1, n2, 60, 180)).toBe(true);
    expect(overlapsTimeOfDay('UTC', n1, n2, 180, 21 * 60)).toBe(false);
    // Zero-length booking counts when inside the window.
    expect(overlapsTimeOfDay('UTC', s, s, 7 * 60, 8 * 60)).toBe(true);
    expect(overlapsTimeOfDay('UTC', s, s, 6 * 60, 7 * 60)).toBe(false);
  });
});
