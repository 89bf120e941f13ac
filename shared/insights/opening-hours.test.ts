import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bay, Booking } from '../model';
import { NO_FILTER } from '../scope/booking-filter';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { addDays } from '../time/civil';
import { startOfLocalDay } from '../time/zone';
import { aggregateInsights } from './aggregate';
import { portfolioFigures } from './portfolio';
import {
  BAYS,
  bookingsArb,
  hoursArb,
  LOCATION,
  periodArb,
  siteZoneArb,
} from './testing/arbitraries';
import { naiveOpenAt } from './testing/naive-insights';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const MON_FRI_8_TO_18 = OFFICE_HOURS;

/** A site with two bays and one booking, 09:00–17:00 on its own clock, on Monday 2 March 2026. */
function siteWithOneBooking(zone: string) {
  const location = { id: zone, name: zone };
  const bays: Bay[] = [
    { id: `${zone}-1`, name: 'Bay 1', tag: null, location },
    { id: `${zone}-2`, name: 'Bay 2', tag: null, location },
  ];
  const monday = startOfLocalDay(zone, '2026-03-02');
  const booking: Booking = {
    id: `${zone}-k`,
    startMs: monday + 9 * HOUR,
    endMs: monday + 17 * HOUR,
    user: { id: 'u1', name: 'Ann', email: null },
    location,
    bay: bays[0] as Bay,
  };
  return { location, bays, bookings: [booking] };
}

describe('figures on each site’s own clock and working week', () => {
  // London and Brisbane are 10 hours apart in March (Brisbane has no DST).
  for (const zone of ['Europe/London', 'Australia/Brisbane']) {
    it(`${zone}: one 8-hour booking on a Monday, two bays, open Mon–Fri 08:00–18:00`, () => {
      const { location, bays, bookings } = siteWithOneBooking(zone);
      const scope = {
        locationId: location.id,
        from: '2026-03-02',
        to: '2026-03-02',
        zone,
        filter: NO_FILTER,
        bays,
      };
      const insights = aggregateInsights(
        { ...scope, site: { zone, hours: MON_FRI_8_TO_18 } },
        bookings,
      );
      // Open time: 2 bays × 10 h = 20 h; occupied 8 h: 8 / 20 = 40%.
      expect(insights.totals.availableMs).toBe(20 * HOUR);
      expect(insights.totals.occupiedMs).toBe(8 * HOUR);
      const figures = portfolioFigures(insights);
      expect(figures.utilisation).toBeCloseTo(0.4, 10);
      // One bay in use for 8 of the 10 open hours (80%): at least 1 bay for 95% of open time.
      expect(insights.baysNeeded).toBe(1);
      // Every hour from 09:00 to 17:00 averages one bay; the first of them is the busiest.
      expect(figures.busiest).toEqual({ isoWeekday: 1, hour: 9 });
      expect(insights.outsideOpening).toEqual({ bookings: 0, ms: 0 });
      expect(insights.site).toEqual({ zone, hours: MON_FRI_8_TO_18 });

      // Without site settings, today's answer: 2 bays × 24 h = 48 h, 8 / 48.
      const allDay = aggregateInsights(scope, bookings);
      expect(allDay.totals.availableMs).toBe(48 * HOUR);
      expect(portfolioFigures(allDay).utilisation).toBeCloseTo(8 / 48, 10);
      expect(allDay.baysNeeded).toBe(1);
      expect(allDay.site).toBeNull();
    });
  }

  it('counts a booking outside opening hours as outside, never dropping it', () => {
    const { location, bays, bookings } = siteWithOneBooking('UTC');
    const late: Booking = {
      ...(bookings[0] as Booking),
      id: 'late',
      // 17:00 to 20:00: one hour open, two outside.
      startMs: Date.UTC(2026, 2, 2, 17),
      endMs: Date.UTC(2026, 2, 2, 20),
    };
    const night: Booking = {
      ...late,
      id: 'night',
      startMs: Date.UTC(2026, 2, 2, 21),
      endMs: Date.UTC(2026, 2, 2, 23),
    };
    const insights = aggregateInsights(
      {
        locationId: location.id,
        from: '2026-03-02',
        to: '2026-03-02',
        zone: 'UTC',
        filter: NO_FILTER,
        bays,
        site: { zone: 'UTC', hours: MON_FRI_8_TO_18 },
      },
      [late, night],
    );
    expect(insights.outsideOpening).toEqual({ bookings: 2, ms: 4 * HOUR });
    // Both are bookings of the day: the one wholly after hours too. Only open time is booked time.
    expect(insights.totals.bookings).toBe(2);
    expect(insights.totals.bookedMs).toBe(HOUR);
  });

  it('counts the bookings of a closed day, with their people, and has no open time to use', () => {
    const { location, bays, bookings } = siteWithOneBooking('UTC');
    // Saturday 7 March 2026: the site is open Monday to Friday.
    const saturday: Booking = {
      ...(bookings[0] as Booking),
      id: 'sat',
      startMs: Date.UTC(2026, 2, 7, 9),
      endMs: Date.UTC(2026, 2, 7, 12),
    };
    const insights = aggregateInsights(
      {
        locationId: location.id,
        from: '2026-03-07',
        to: '2026-03-07',
        zone: 'UTC',
        filter: NO_FILTER,
        bays,
        site: { zone: 'UTC', hours: MON_FRI_8_TO_18 },
      },
      [saturday],
    );
    expect(insights.totals).toMatchObject({ bookings: 1, bookedMs: 0, occupiedMs: 0 });
    expect(insights.totals.availableMs).toBe(0);
    expect(insights.people).toBe(1);
    expect(insights.days).toEqual([expect.objectContaining({ date: '2026-03-07', bookings: 1 })]);
    expect(insights.outsideOpening).toEqual({ bookings: 1, ms: 3 * HOUR });
  });

  it('agrees with a minute-by-minute count of open time (any hours, site zone and DST day)', () => {
    fc.assert(
      fc.property(
        periodArb.chain((period) =>
          fc.record({
            period: fc.constant(period),
            bookings: bookingsArb(period),
            hours: hoursArb,
            siteZone: siteZoneArb,
          }),
        ),
        ({ period, bookings, hours, siteZone }) => {
          const got = aggregateInsights(
            {
              ...period,
              locationId: LOCATION.id,
              filter: NO_FILTER,
              bays: BAYS,
              site: { zone: siteZone, hours },
            },
            bookings,
          );
          const first = startOfLocalDay(period.zone, period.from);
          const last = startOfLocalDay(period.zone, addDays(period.to, 1));
          // Open from the instant the opening time names to the one the closing time names.
          const isOpen = naiveOpenAt(siteZone, hours, period.from, period.to);
          // Every booking of the location is counted, on whatever bay: the rows are the timeline's.
          const counted = bookings.filter((b) => b.endMs > b.startMs);
          let openMinutes = 0;
          let bookedMs = 0;
          let outsideMs = 0;
          const outsideBookings = new Set<string>();
          for (let t = first; t < last; t += MINUTE) {
            const open = isOpen(t);
            if (open) openMinutes++;
            for (const b of counted)
              if (b.startMs <= t && t < b.endMs) {
                if (open) bookedMs += MINUTE;
                else {
                  outsideMs += MINUTE;
                  outsideBookings.add(b.id);
                }
              }
          }
          expect(got.totals.availableMs).toBe(got.bays * openMinutes * MINUTE);
          expect(got.totals.bookedMs).toBe(bookedMs);
          expect(got.outsideOpening).toEqual({ bookings: outsideBookings.size, ms: outsideMs });
        },
      ),
      { numRuns: 60 },
    );
  });
});
