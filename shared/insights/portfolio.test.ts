import { describe, expect, it } from 'vitest';
import { aggregateInsights } from './aggregate';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { change, portfolioFigures, portfolioTotals } from './portfolio';

const LOCATION = { id: 'loc-1', name: 'Harbour Office' };
const scope = (bays: number) => ({
  locationId: LOCATION.id,
  from: '2026-03-02',
  to: '2026-03-03',
  zone: 'UTC',
  filter: { tags: null, search: null, timeOfDay: null },
  bays: Array.from({ length: bays }, (_, i) => ({
    id: `b${i}`,
    name: `Bay ${i}`,
    tag: null,
    location: LOCATION,
  })),
});

describe('the All locations figures', () => {
  it('sum the account, with utilisation = Σ occupied ÷ Σ available and bays needed summed', () => {
    const busy = aggregateInsights(scope(2), [
      {
        id: 'a',
        startMs: Date.UTC(2026, 2, 2, 9),
        endMs: Date.UTC(2026, 2, 2, 17),
        user: { id: 'u', name: null, email: null },
        location: LOCATION,
        bay: { id: 'b0', name: 'Bay 0', tag: null },
      },
    ]);
    const empty = aggregateInsights(scope(0), []);
    const a = portfolioFigures(busy);
    const b = portfolioFigures(empty);
    expect(a).toMatchObject({ bays: 2, bookings: 1, peak: 1, baysNeeded: 1, spareBays: 1 });
    expect(a.utilisation).toBeCloseTo(8 / 96);
    expect(a.busiest).toEqual({ isoWeekday: 1, hour: 9 });
    expect(a.perDay).toEqual([8 / 48, 0]);
    // Peaks of 1 and 0 of 2 bays: no day near full; of two days, the higher peak.
    expect(a).toMatchObject({ daysNearFull: 0, dailyPeakP90: 1 });
    // A location without bays: listed, no utilisation, no bays needed.
    expect(b).toMatchObject({ bays: 0, utilisation: null, baysNeeded: null, peak: null });
    expect(b).toMatchObject({ daysNearFull: null, dailyPeakP90: null });
    const full = portfolioFigures(
      aggregateInsights(scope(1), [
        {
          id: 'f',
          startMs: Date.UTC(2026, 2, 2, 9),
          endMs: Date.UTC(2026, 2, 3, 1),
          user: { id: 'u', name: null, email: null },
          location: LOCATION,
          bay: { id: 'b0', name: 'Bay 0', tag: null },
        },
      ]),
    );
    // Its one bay in use on both days (the second from midnight): two days near full.
    expect(full).toMatchObject({ daysNearFull: 2, dailyPeakP90: 1 });
    const totals = portfolioTotals([a, b]);
    expect(totals).toMatchObject({ bays: 2, bookings: 1, baysNeeded: 1, spareBays: 1 });
    // Site-days near full are summed; a percentile of daily peaks is not.
    expect(portfolioTotals([a, b, full])).toMatchObject({ daysNearFull: 2, dailyPeakP90: null });
    expect(totals.utilisation).toBeCloseTo(8 / 96);
    // Two days are under a week: no regular bookers yet, but a double booking counts.
    expect(a).toMatchObject({ regularBookers: null, doubleBookings: 0 });
    expect(change(0.3, 0.25)).toBeCloseTo(0.05);
    expect(change(0.3, null)).toBeNull();
  });
});

describe('the All locations attendance figures', () => {
  const booking = (
    id: string,
    day: number,
    bay: string,
    user: string,
    hours: [number, number],
  ) => ({
    id,
    startMs: Date.UTC(2026, 2, day, hours[0]),
    endMs: Date.UTC(2026, 2, day, hours[1]),
    user: { id: user, name: null, email: null },
    location: LOCATION,
    bay: { id: bay, name: bay, tag: null },
  });
  const week = (bays: number) => ({ ...scope(bays), from: '2026-03-02', to: '2026-03-08' });

  it('are each site’s regular bookers and double bookings, summed for the account', () => {
    // Over a week: u1 comes 3 days (regular), u2 once (a day a week: regular), and u1 holds b0 and
    // b1 at once on the 2nd.
    const site = portfolioFigures(
      aggregateInsights(week(2), [
        booking('1', 2, 'b0', 'u1', [9, 12]),
        booking('2', 2, 'b1', 'u1', [10, 11]),
        booking('3', 3, 'b0', 'u1', [9, 12]),
        booking('4', 4, 'b0', 'u1', [9, 12]),
        booking('5', 5, 'b1', 'u2', [9, 12]),
      ]),
    );
    expect(site).toMatchObject({ people: 2, regularBookers: 2, doubleBookings: 1 });
    const quiet = portfolioFigures(aggregateInsights(week(1), []));
    expect(quiet).toMatchObject({ regularBookers: 0, doubleBookings: 0 });
    expect(portfolioTotals([site, quiet, site])).toMatchObject({
      regularBookers: 4,
      doubleBookings: 2,
    });
    const short = portfolioFigures(aggregateInsights(scope(1), []));
    expect(portfolioTotals([short])).toMatchObject({ regularBookers: null, doubleBookings: 0 });
  });
});

describe('the All locations figures of a closed period', () => {
  // Saturday 7 March 2026 at a Monday–Friday site, with two bookings all the same.
  const saturday = (bays: number) => ({
    ...scope(bays),
    from: '2026-03-07',
    to: '2026-03-07',
    site: { zone: 'UTC', hours: OFFICE_HOURS, closed: [] },
  });
  const booked = (id: string, bay: string) => ({
    id,
    startMs: Date.UTC(2026, 2, 7, 9),
    endMs: Date.UTC(2026, 2, 7, 12),
    user: { id: `u${id}`, name: null, email: null },
    location: LOCATION,
    bay: { id: bay, name: bay, tag: null },
  });

  it('count its bookings and say why it was closed, with no use, peak, need or spare bays', () => {
    const closed = portfolioFigures(
      aggregateInsights(saturday(2), [booked('a', 'b0'), booked('b', 'b1')]),
    );
    expect(closed).toMatchObject({ bookings: 2, people: 2, availableMs: 0, utilisation: null });
    expect(closed.closed).toEqual([{ kind: 'weekday', isoWeekday: 6 }]);
    // Not "0 needed, 2 spare": a closed site's bays are not free, there was no open time to measure.
    expect(closed).toMatchObject({ peak: null, baysNeeded: null, spareBays: null });
    expect(closed).toMatchObject({ daysNearFull: null, dailyPeakP90: null });
    const open = portfolioFigures(aggregateInsights(scope(2), []));
    expect(open.closed).toBeNull();
    // The account: the open site's spare bays only, and closed only when every site was.
    const totals = portfolioTotals([closed, open]);
    expect(totals).toMatchObject({ bookings: 2, bays: 4, spareBays: 2, closed: null });
    expect(portfolioTotals([closed, closed]).closed).toEqual([{ kind: 'weekday', isoWeekday: 6 }]);
  });
});
