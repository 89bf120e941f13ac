/**
 * Insights for renderer tests: 3 bays (2 tagged EV, one untagged) over the given days, busiest on
 * Tuesdays at 10:00, with one bay never booked.
 */
import { addDays, daysBetween, parseIsoDate, daysFromCivil } from '#shared/time/civil';
import type { IsoWeekday } from '#shared/insights/types';
import type { Insights, WeekdayHourUse } from '../features/insights/types';

const HOUR = 3_600_000;

const isoWeekdayOf = (date: string): IsoWeekday => {
  const d = parseIsoDate(date)!;
  return (((((daysFromCivil(d.year, d.month, d.day) + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
};

/** Insights for `from`..`to` at Harbour Office (loc-h), whole days, in UTC. */
export function insightsFixture(from = '2026-03-02', to = '2026-03-08'): Insights {
  const n = daysBetween(from, to) + 1;
  const days = Array.from({ length: n }, (_, i) => {
    const date = addDays(from, i);
    const isoWeekday = isoWeekdayOf(date);
    const busy = isoWeekday === 2 ? 10 : isoWeekday >= 6 ? 1 : 4;
    return {
      date,
      isoWeekday,
      bookings: busy,
      bookedMs: busy * 2 * HOUR,
      occupiedMs: busy * 2 * HOUR,
      availableMs: 3 * 24 * HOUR,
      peakBaysInUse: isoWeekday === 2 ? 3 : isoWeekday >= 6 ? 1 : 2,
    };
  });
  const weekdayHours: WeekdayHourUse[] = [];
  for (let d = 1; d <= 7; d++)
    for (let h = 0; h < 24; h++) {
      const occurrences = days.filter((x) => x.isoWeekday === d).length;
      const busy = h >= 8 && h < 18 ? (d === 2 && h === 10 ? 2.5 : d >= 6 ? 0.2 : 1) : 0;
      weekdayHours.push({
        isoWeekday: d as IsoWeekday,
        hour: h,
        windowMs: occurrences * HOUR,
        occupiedMs: occurrences * HOUR * busy,
      });
    }
  const sum = (k: 'bookings' | 'bookedMs' | 'occupiedMs' | 'availableMs') =>
    days.reduce((a, d) => a + d[k], 0);
  const totals = {
    bookings: sum('bookings'),
    bookedMs: sum('bookedMs'),
    occupiedMs: sum('occupiedMs'),
    availableMs: sum('availableMs'),
  };
  const perBay = totals.availableMs / 3;
  return {
    locationId: 'loc-h',
    from,
    to,
    zone: 'UTC',
    filter: { tags: null, search: null, timeOfDay: null },
    site: null,
    outsideOpening: { bookings: 0, ms: 0 },
    bays: 3,
    totals,
    people: 7,
    attendance: {
      weeks: n / 7,
      bands: n >= 7 ? { 'under-1': 2, '1': 1, '2': 1, '3': 1, '4': 1, '5+': 1 } : null,
      regular: n >= 7 ? 5 : null,
      occasional: n >= 7 ? 2 : null,
      doubleBookingCount: 0,
      doubleBookings: [],
    },
    // Five people at the harbour's own domain, two at a partner's: 8 h of the booked hours.
    domains: [
      {
        name: { kind: 'domain', domain: 'harbour.example' },
        people: 5,
        bookings: totals.bookings - 4,
        bookedMs: totals.bookedMs - 8 * HOUR,
        shareOfBookedTime: (totals.bookedMs - 8 * HOUR) / totals.bookedMs,
      },
      {
        name: { kind: 'domain', domain: 'partner.org' },
        people: 2,
        bookings: 4,
        bookedMs: 8 * HOUR,
        shareOfBookedTime: (8 * HOUR) / totals.bookedMs,
      },
    ],
    peak: { baysInUse: 3, atMs: Date.UTC(2026, 2, 3, 10, 15) },
    baysNeeded: 2,
    // Tuesdays peak at all 3 bays; the other days at 1 or 2.
    daysNearFull: days.filter((d) => d.peakBaysInUse === 3).length,
    dailyPeakP90: days.map((d) => d.peakBaysInUse).sort((a, b) => a - b)[
      Math.ceil((n * 9) / 10) - 1
    ]!,
    medianBookingMs: 2 * HOUR,
    crossingMidnight: 1,
    unreadableRecords: 0,
    days,
    bayUse: [
      {
        bayId: 'b1',
        bayName: 'Bay 1',
        tag: 'EV',
        bookings: totals.bookings - 3,
        bookedMs: totals.bookedMs - 6 * HOUR,
        occupiedMs: totals.occupiedMs - 6 * HOUR,
        availableMs: perBay,
      },
      {
        bayId: 'b2',
        bayName: 'Bay 2',
        tag: 'EV',
        bookings: 3,
        bookedMs: 6 * HOUR,
        occupiedMs: 6 * HOUR,
        availableMs: perBay,
      },
      {
        bayId: 'b3',
        bayName: 'Dock 1',
        tag: null,
        bookings: 0,
        bookedMs: 0,
        occupiedMs: 0,
        availableMs: perBay,
      },
    ],
    tagUse: [
      {
        tag: 'EV',
        bays: 2,
        baysNeeded: 2,
        bookings: totals.bookings,
        bookedMs: totals.bookedMs,
        occupiedMs: totals.occupiedMs,
        availableMs: perBay * 2,
      },
      {
        tag: null,
        bays: 1,
        baysNeeded: 0,
        bookings: 0,
        bookedMs: 0,
        occupiedMs: 0,
        availableMs: perBay,
      },
    ],
    weekdayHours,
  };
}
