import { describe, expect, it } from 'vitest';
import type { Bay, Booking } from '../model';
import { indexRows } from '../scope/bay-index';
import type { BookingFilter } from '../scope/booking-filter';
import { FilterRules } from '../scope/filter-rules';
import type { ZonedDays } from '../time/local-days';
import { overlapsSegments } from '../view/shown-spans';
import { BOOKING_COLUMNS, BOOKING_HEADER, exceedsExcelLimit } from './booking-columns';
import { createExportPredicate } from './export-predicate';

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
    expect(BOOKING_HEADER).toEqual([
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
    for (const c of BOOKING_COLUMNS) expect(c.description.length).toBeGreaterThan(10);
  });

  it("flags more data rows than Excel's sheet holds", () => {
    expect(exceedsExcelLimit(1_048_575)).toBe(false);
    expect(exceedsExcelLimit(1_048_576)).toBe(true);
  });
});

describe('createExportPredicate', () => {
  const none = { tags: null, search: null, timeOfDay: null };
  const scope = { zone: 'UTC', from: '2026-03-29', to: '2026-03-29' };
  const listed: Bay[] = [
    { id: 'b', name: 'Listed Bay', tag: 'Van', location: { id: 'l', name: 'Harbour Office' } },
    { id: 'far', name: 'Far Bay', tag: 'Van', location: { id: 'm', name: 'Elsewhere' } },
  ];
  const predicateFor = (filter: BookingFilter, at: ZonedDays, bays: readonly Bay[] = []) =>
    createExportPredicate(
      { locationId: 'l', from: at.from, to: at.to, zone: at.zone, filter },
      indexRows({ bays, locationId: 'l', rules: new FilterRules(filter) }),
    );

  it('keeps everything with no filter', () => {
    expect(predicateFor(none, scope)(b())).toBe(true);
  });

  it('matches tags, with "" for untagged bays', () => {
    const untagged = predicateFor({ ...none, tags: [''] }, scope);
    expect(untagged(b())).toBe(false);
    expect(untagged(b({ bay: { id: 'x', name: 'X', tag: null } }))).toBe(true);
    expect(untagged(b({ bay: null }))).toBe(true);
    expect(predicateFor({ ...none, tags: ['EV', 'Van'] }, scope)(b())).toBe(true);
    expect(predicateFor({ ...none, tags: [] }, scope)(b())).toBe(false);
  });

  it('takes tags and bay names from the location’s bays list where it knows the bay, as the screen does', () => {
    expect(predicateFor({ ...none, tags: ['EV'] }, scope, listed)(b())).toBe(false);
    expect(predicateFor({ ...none, tags: ['Van'] }, scope, listed)(b())).toBe(true);
    expect(predicateFor({ ...none, search: 'listed' }, scope, listed)(b())).toBe(true);
    expect(predicateFor({ ...none, search: 'bay 1' }, scope, listed)(b())).toBe(false);
    // A bay of another location is not one of this location's rows: the booking names it.
    const far = b({ bay: { id: 'far', name: 'Own', tag: null } });
    expect(predicateFor({ ...none, tags: [''] }, scope, listed)(far)).toBe(true);
    expect(predicateFor({ ...none, search: 'own' }, scope, listed)(far)).toBe(true);
  });

  it('searches bay name, user name and email, case-insensitively', () => {
    const f = (search: string) => predicateFor({ ...none, search }, scope)(b());
    expect(f('bay 1')).toBe(true);
    expect(f('LEE')).toBe(true);
    expect(f('example.com')).toBe(true);
    expect(f('Harbour')).toBe(false);
    expect(f('  ')).toBe(true);
  });

  it("keeps bookings overlapping the daily window on the range's local days", () => {
    const at = (start: string, end: string) =>
      b({ startMs: Date.parse(start), endMs: Date.parse(end) });
    const june = { zone: 'Europe/London', from: '2026-06-01', to: '2026-06-02' };
    const window = (startMinute: number, endMinute: number, s = june) =>
      predicateFor({ ...none, timeOfDay: { startMinute, endMinute } }, s);
    // 08:00-09:00 London summer time is 07:00-08:00Z.
    const morning = at('2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z');
    expect(window(8 * 60, 9 * 60)(morning)).toBe(true);
    expect(window(9 * 60, 17 * 60)(morning)).toBe(false);
    expect(window(8 * 60, 9 * 60, { ...june, zone: 'UTC' })(morning)).toBe(false);
    // Overnight 23:00-03:00 local touches a 01:00-03:00 window the next day.
    const night = at('2026-06-01T22:00:00Z', '2026-06-02T02:00:00Z');
    expect(window(60, 180)(night)).toBe(true);
    expect(window(180, 21 * 60)(night)).toBe(false);
    // The spring-forward day: 01:00-02:00 does not exist, so the window 00:30-01:30 ends at 02:00 BST.
    const spring = { zone: 'Europe/London', from: '2026-03-29', to: '2026-03-29' };
    expect(window(30, 90, spring)(at('2026-03-29T00:45:00Z', '2026-03-29T00:50:00Z'))).toBe(true);
  });

  it('finds overlaps in sorted spans by binary search', () => {
    const spans = [
      { startMs: 10, endMs: 20 },
      { startMs: 30, endMs: 40 },
      { startMs: 50, endMs: 60 },
    ];
    expect(overlapsSegments(spans, 0, 10)).toBe(false);
    expect(overlapsSegments(spans, 0, 11)).toBe(true);
    expect(overlapsSegments(spans, 20, 30)).toBe(false);
    expect(overlapsSegments(spans, 39, 45)).toBe(true);
    expect(overlapsSegments(spans, 60, 99)).toBe(false);
    expect(overlapsSegments(spans, 35, 35)).toBe(true);
    expect(overlapsSegments([], 0, 99)).toBe(false);
  });
});
