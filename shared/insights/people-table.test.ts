import { describe, expect, it } from 'vitest';
import { aggregateInsights } from './aggregate';
import { peopleTable } from './people-table';

const LOCATION = { id: 'loc-1', name: 'Harbour Office' };
const scope = (from: string, to: string) => ({
  locationId: LOCATION.id,
  from,
  to,
  zone: 'Europe/London',
  filter: { tags: null, search: null, timeOfDay: null },
  bays: ['b0', 'b1'].map((id) => ({ id, name: `Bay ${id}`, tag: null, location: LOCATION })),
});
const ann = { id: 'u1', name: 'Ann', email: 'ann@example.com' };
const booking = (id: string, bay: string, start: string, end: string) => ({
  id,
  startMs: Date.parse(start),
  endMs: Date.parse(end),
  user: ann,
  location: LOCATION,
  bay: { id: bay, name: `Bay ${bay}`, tag: null },
});
// Summer time in London: 09:00 UTC is 10:00 there.
const bookings = [
  booking('1', 'b0', '2026-06-01T09:00:00Z', '2026-06-01T12:00:00Z'),
  booking('2', 'b1', '2026-06-01T11:00:00Z', '2026-06-01T15:00:00Z'),
];
const site = (from: string, to: string) => ({
  locationId: LOCATION.id,
  locationName: LOCATION.name,
  insights: aggregateInsights(scope(from, to), bookings),
});

describe('the people reports', () => {
  it('write a row per band, regular from 1 day a week up, and none for a period under a week', () => {
    const week = peopleTable('attendance', [site('2026-06-01', '2026-06-07')]);
    expect(week.header).toEqual(['location', 'days_a_week', 'booker', 'people']);
    expect(week.rows).toEqual([
      ['Harbour Office', 'under 1', 'occasional', 0],
      ['Harbour Office', '1', 'regular', 1],
      ['Harbour Office', '2', 'regular', 0],
      ['Harbour Office', '3', 'regular', 0],
      ['Harbour Office', '4', 'regular', 0],
      ['Harbour Office', '5+', 'regular', 0],
    ]);
    expect(new Set(week.keys).size).toBe(6);
    expect(peopleTable('attendance', [site('2026-06-01', '2026-06-03')]).rows).toEqual([]);
  });

  it('write each double booking with both bays and the overlap in the site’s local time', () => {
    const { rows } = peopleTable('double-booking', [site('2026-06-01', '2026-06-01')]);
    expect(rows).toEqual([
      [
        'Harbour Office',
        'Ann',
        'ann@example.com',
        '2026-06-01',
        'Bay b0',
        '2026-06-01 10:00:00',
        '2026-06-01 13:00:00',
        'Bay b1',
        '2026-06-01 12:00:00',
        '2026-06-01 16:00:00',
        '2026-06-01 12:00:00',
        '2026-06-01 13:00:00',
        'Europe/London',
      ],
    ]);
  });
});
