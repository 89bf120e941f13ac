import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { backtestLine, backtestRows, forecastRows } from './forecast-table';
import { createSiteForecaster } from './site-forecaster';
import { STEADY_BAY_IDS, STEADY_SITE, steadyBookings } from './testing/steady-site';

const forecaster = createSiteForecaster({
  ...STEADY_SITE,
  weeks: 1,
  historyWeeks: 12,
  site: { zone: STEADY_SITE.zone, hours: OFFICE_HOURS, closed: [] },
  listedBayIds: STEADY_BAY_IDS,
});
forecaster.add(steadyBookings());
const site = forecaster.finish();

describe('the forecast as a table', () => {
  it('writes a row per open day, closed days left out', () => {
    const rows = forecastRows([site]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual([
      'Steady Yard',
      '2026-06-01',
      'Monday',
      '6',
      '6',
      '6',
      '6',
      '6',
      'full',
    ]);
    expect(rows[1]).toEqual([
      'Steady Yard',
      '2026-06-02',
      'Tuesday',
      '6',
      '1',
      '3',
      '3',
      '3',
      'room',
    ]);
  });

  it('writes and says the back-test error', () => {
    expect(backtestRows([site])).toEqual([
      ['Steady Yard', 'weekday-median', '12', '8', '0.00', '0.0000', '0.00', ''],
    ]);
    expect(backtestLine(site)).toBe(
      'Steady Yard: mean absolute error 0.00 bays (0.0% of 6 bays) over 8 weeks, by weekday-median; smoothing 0.00 bays',
    );
  });
});
