import { describe, expect, it } from 'vitest';
import { aggregateInsights } from './aggregate';
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
    expect(change(0.3, 0.25)).toBeCloseTo(0.05);
    expect(change(0.3, null)).toBeNull();
  });
});
