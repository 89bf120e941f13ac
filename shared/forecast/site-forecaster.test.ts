import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { createSiteForecaster, type SiteForecasterInput } from './site-forecaster';
import { STEADY_BAY_IDS, STEADY_PATTERN, STEADY_SITE, steadyBookings } from './testing/steady-site';

const input = (over: Partial<SiteForecasterInput> = {}): SiteForecasterInput => ({
  ...STEADY_SITE,
  weeks: 4,
  historyWeeks: 12,
  site: { zone: STEADY_SITE.zone, hours: OFFICE_HOURS, closed: [] },
  listedBayIds: STEADY_BAY_IDS,
  ...over,
});

function forecastOf(weeks: number, over: Partial<SiteForecasterInput> = {}) {
  const forecaster = createSiteForecaster(input(over));
  forecaster.add(steadyBookings(weeks));
  return forecaster.finish();
}

describe('the hand-worked steady site', () => {
  it('expects each weekday its pattern, never less than booked, and 1 June full', () => {
    const f = forecastOf(20);
    expect(f.bays).toBe(6);
    expect(f.tooLittleHistory).toBe(false);
    expect(f.method).toBe('weekday-median');
    expect(f.days).toHaveLength(28);
    for (const day of f.days) {
      if (day.weekday >= 6) {
        expect(day).toMatchObject({
          status: 'closed',
          expectedPeak: null,
          closed: [expect.any(String)],
        });
        continue;
      }
      if (day.date === '2026-06-01' || day.date === '2026-06-02') continue;
      const pattern = STEADY_PATTERN[day.weekday - 1];
      expect(day).toMatchObject({
        bookedPeak: 0,
        expectedPeak: pattern,
        expectedLow: pattern,
        expectedHigh: pattern,
      });
    }
    expect(f.days[0]).toMatchObject({
      date: '2026-06-01',
      bookedPeak: 6,
      expectedPeak: 6,
      status: 'full',
    });
    expect(f.days[1]).toMatchObject({
      date: '2026-06-02',
      bookedPeak: 1,
      expectedPeak: 3,
      status: 'room',
    });
    // Monday's 5 of 6 is 83%: room; only 1 June is full.
    expect(f.days[7]).toMatchObject({ date: '2026-06-08', status: 'room' });
    expect(f.likelyFullDays).toEqual(['2026-06-01']);
    expect(f.expectedBaysNeeded).toBe(6);
  });

  it('back-tests 8 weeks, each from the 12 before it, with no error', () => {
    const f = forecastOf(20);
    expect(f.historyWeeksWithData).toBe(12);
    expect(f.backtest).toEqual({
      weeks: 8,
      meanAbsoluteErrorBays: 0,
      meanAbsoluteErrorShare: 0,
      alternativeErrorBays: 0,
    });
  });

  it('takes the weeks before the first booking as no data, never zeros', () => {
    // 6 weeks of bookings: a forecast from them, the back-test only where 4 weeks came before.
    const f = forecastOf(6);
    expect(f.historyWeeksWithData).toBe(6);
    expect(f.days[2]).toMatchObject({ date: '2026-06-03', expectedPeak: 4 });
    expect(f.backtest).toMatchObject({ weeks: 2, meanAbsoluteErrorBays: 0 });
  });

  it('says a site with too little history has no forecast instead of guessing', () => {
    const f = forecastOf(3);
    expect(f).toMatchObject({
      tooLittleHistory: true,
      method: null,
      backtest: null,
      expectedBaysNeeded: null,
    });
    expect(f.days[0]).toMatchObject({ bookedPeak: 6, expectedPeak: null, status: 'full' });
    expect(f.days[1]).toMatchObject({ bookedPeak: 1, expectedPeak: null, status: 'room' });
  });

  it('shows a holiday as closed, with its name', () => {
    const f = forecastOf(20, {
      site: {
        zone: STEADY_SITE.zone,
        hours: OFFICE_HOURS,
        closed: [{ date: '2026-06-03', kind: 'holiday', reason: 'Founders’ day' }],
      },
    });
    expect(f.days[2]).toMatchObject({
      status: 'closed',
      closed: ['Founders’ day'],
      expectedPeak: null,
    });
    expect(f.days[5]).toMatchObject({ status: 'closed', closed: ['Saturday'] });
  });
});
