import { describe, expect, it } from 'vitest';
import type { Bay, Booking, User } from '../model';
import { NO_FILTER } from '../scope/booking-filter';
import { startOfLocalDay } from '../time/zone';
import { aggregateInsights } from './aggregate';
import { bandOf } from './attendance-figures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'Europe/Zurich';
const location = { id: 'zrh', name: 'Zürich Campus' };
const bays: Bay[] = ['A1', 'A2', 'A3'].map((name) => ({ id: name, name, tag: null, location }));
const ann: User = { id: 'u-ann', name: 'Ann Example', email: 'ann@example.com' };
const bob: User = { id: 'u-bob', name: 'Bob Example', email: 'bob@example.com' };
/** Monday 2 March 2026, 00:00 in Zürich. */
const MONDAY = startOfLocalDay(ZONE, '2026-03-02');

let next = 0;
function booking(user: User, bay: string, day: number, from: number, to: number): Booking {
  return {
    id: `k${next++}`,
    startMs: MONDAY + day * DAY + from * HOUR,
    endMs: MONDAY + day * DAY + to * HOUR,
    user,
    location,
    bay: bays.find((b) => b.id === bay) as Bay,
  };
}

function insightsOf(bookings: readonly Booking[], to = '2026-03-15') {
  return aggregateInsights(
    { locationId: location.id, from: '2026-03-02', to, zone: ZONE, filter: NO_FILTER, bays },
    bookings,
  );
}

describe('attendance', () => {
  it('lists a person holding two bays at once with both bays and the overlap, not a rebooking of one bay', () => {
    const first = booking(ann, 'A1', 0, 9, 12);
    const second = booking(ann, 'A2', 0, 11, 15);
    const sameBay = booking(bob, 'A3', 1, 9, 11);
    const sameBayAgain = booking(bob, 'A3', 1, 10, 12);
    const backToBack = booking(bob, 'A1', 1, 12, 13);
    const { attendance } = insightsOf([first, second, sameBay, sameBayAgain, backToBack]);
    expect(attendance.doubleBookingCount).toBe(1);
    expect(attendance.doubleBookings).toEqual([
      {
        person: ann,
        first: {
          bookingId: first.id,
          bayId: 'A1',
          bayName: 'A1',
          startMs: first.startMs,
          endMs: first.endMs,
        },
        second: {
          bookingId: second.id,
          bayId: 'A2',
          bayName: 'A2',
          startMs: second.startMs,
          endMs: second.endMs,
        },
        // 11:00–12:00 in Zürich.
        overlapStartMs: MONDAY + 11 * HOUR,
        overlapEndMs: MONDAY + 12 * HOUR,
      },
    ]);
  });

  it('finds the overlap with another bay behind a longer booking of the same bay', () => {
    // A1 09–12, A2 09–17 (held longest), then A2 10–11: Ann holds A1 and A2 from 10 to 11.
    const bookings = [
      booking(ann, 'A1', 0, 9, 12),
      booking(ann, 'A2', 0, 9, 17),
      booking(ann, 'A2', 0, 10, 11),
    ];
    const { attendance } = insightsOf(bookings);
    expect(attendance.doubleBookings.map((d) => [d.first.bayId, d.second.bayId])).toEqual([
      ['A1', 'A2'],
      ['A1', 'A2'],
    ]);
  });

  it('bands people by their average days a week over the period: 14 days are 2 weeks', () => {
    // Ann comes every weekday of both weeks (10 days: 5 a week); Bob on 3 days (1.5 a week, about
    // 2); a visitor once (0.5 a week, about 1: regular by half a day a week); nobody else.
    const visitor: User = { id: null, name: null, email: 'visitor@example.com' };
    const bookings = [
      ...[0, 1, 2, 3, 4, 7, 8, 9, 10, 11].map((d) => booking(ann, 'A1', d, 8, 17)),
      // Two bookings on one day count one day.
      ...[0, 0, 7, 9].map((d, i) => booking(bob, 'A2', d, 8 + i, 9 + i)),
      booking(visitor, 'A3', 3, 10, 11),
    ];
    const { attendance, people } = insightsOf(bookings);
    expect(people).toBe(3);
    expect(attendance.weeks).toBe(2);
    expect(attendance.bands).toEqual({ 'under-1': 0, '1': 1, '2': 1, '3': 0, '4': 0, '5+': 1 });
    expect(attendance.regular).toBe(3);
    expect(attendance.occasional).toBe(0);
  });

  it('counts a day by the local date a booking starts, and gives no bands under a week', () => {
    // 23:30 on Monday in Zürich is already Tuesday in UTC: still Monday's visit.
    const late = booking(ann, 'A1', 0, 23.5, 24.5);
    const { attendance } = insightsOf([late, booking(ann, 'A2', 2, 9, 10)], '2026-03-04');
    expect(attendance.bands).toBeNull();
    expect(attendance.regular).toBeNull();
    expect(attendance.occasional).toBeNull();
    expect(attendance.weeks).toBeCloseTo(3 / 7, 10);
  });

  it('rounds a person’s average days a week half up into the bands', () => {
    expect([0, 0.49, 0.5, 1.49, 1.5, 4.49, 4.5, 7].map(bandOf)).toEqual([
      'under-1',
      'under-1',
      '1',
      '1',
      '2',
      '4',
      '5+',
      '5+',
    ]);
  });
});
