import { describe, expect, it } from 'vitest';
import { createSiteForecaster } from '../forecast/site-forecaster';
import { STEADY_BAY_IDS, STEADY_SITE, steadyBookings } from '../forecast/testing/steady-site';
import { reportWords } from '../report-words';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { forecastHeader, forecastSheetRows } from './forecast-sheet';

const forecaster = createSiteForecaster({
  ...STEADY_SITE,
  weeks: 1,
  historyWeeks: 12,
  site: { zone: STEADY_SITE.zone, hours: OFFICE_HOURS, closed: [] },
  listedBayIds: STEADY_BAY_IDS,
});
forecaster.add(steadyBookings());
const site = forecaster.finish();

describe('the Weeks ahead sheet', () => {
  it('says its columns, weekdays and statuses in the workbook’s language', () => {
    const de = reportWords('de');
    expect(de.forecast.sheet).toBe('Kommende Wochen');
    expect(forecastHeader(de)).toContain('Erwartete Spitze');
    const rows = forecastSheetRows([site], de);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.[2]).toEqual({ kind: 'text', value: 'Montag' });
    expect(rows[0]?.[8]).toEqual({ kind: 'text', value: 'Voll' });
    expect(reportWords('fr').forecast.sheet).toBe('Semaines à venir');
  });
});
