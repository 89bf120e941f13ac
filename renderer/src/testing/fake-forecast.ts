/**
 * The fake bridge's weeks ahead: a plain pattern for the views to show, not the backend's method
 * (its own tests hold that). Weekends are closed; each weekday expects 2 bays (1–3); the bays
 * booked so far are the company's bookings on that day; the second location has too little history.
 */
import type { Forecast, ForecastDay, MethodArgs, SiteForecast } from '#shared/contract';
import { addDays, isoWeekdayOfDate } from '#shared/time/civil';
import type { FakeCompany } from './fake-company';

const WEEKEND = { 6: 'Saturday', 7: 'Sunday' } as const;

function dayOf(date: string, bays: number, booked: number, forecast: boolean): ForecastDay {
  const weekday = isoWeekdayOfDate(date);
  if (weekday === 6 || weekday === 7)
    return {
      date,
      weekday,
      closed: [WEEKEND[weekday]],
      bookedPeak: booked,
      expectedPeak: null,
      expectedLow: null,
      expectedHigh: null,
      status: 'closed',
    };
  const expected = forecast ? Math.max(2, booked) : null;
  const peak = expected ?? booked;
  return {
    date,
    weekday,
    closed: null,
    bookedPeak: booked,
    expectedPeak: expected,
    expectedLow: forecast ? Math.max(1, booked) : null,
    expectedHigh: forecast ? Math.max(3, booked) : null,
    status: peak >= bays ? 'full' : peak >= bays * 0.9 ? 'near full' : 'room',
  };
}

/** Every location asked, each with its days ahead from the request's first day. */
export function fakeForecast(company: FakeCompany, q: MethodArgs<'getForecast'>): Forecast {
  const weeks = q.weeks ?? 4;
  const historyWeeks = q.historyWeeks ?? 12;
  const dates = Array.from({ length: weeks * 7 }, (_, i) => addDays(q.from, i));
  const sites = company.locations.items
    .filter((l) => q.locationId === undefined || l.id === q.locationId)
    .map((location, index): SiteForecast => {
      const bays = company.bays.items.filter((b) => b.location?.id === location.id).length;
      const forecast = index !== 1;
      const days = dates.map((date) => dayOf(date, bays, 0, forecast));
      const open = days.filter((d) => d.status !== 'closed');
      return {
        locationId: location.id,
        name: location.name ?? location.id,
        zone: q.zone,
        bays,
        method: forecast ? 'weekday-median' : null,
        historyWeeksWithData: forecast ? historyWeeks : 2,
        tooLittleHistory: !forecast,
        backtest: forecast
          ? {
              weeks: 8,
              meanAbsoluteErrorBays: 0.5,
              meanAbsoluteErrorShare: bays > 0 ? 0.5 / bays : null,
              alternativeErrorBays: 0.8,
            }
          : null,
        days,
        likelyFullDays: open.filter((d) => d.status === 'full').map((d) => d.date),
        expectedBaysNeeded: forecast ? Math.max(0, ...open.map((d) => d.expectedPeak ?? 0)) : null,
      };
    });
  return {
    from: q.from,
    to: dates.at(-1) ?? q.from,
    historyWeeks,
    sites: sites.map((s) => ({ locationId: s.locationId, result: { ok: true, value: s } })),
    unreadableRecords: 0,
  };
}
