import { describe, expect, it } from 'vitest';
import { createSiteForecaster } from '../forecast/site-forecaster';
import { STEADY_BAY_IDS, STEADY_SITE, steadyBookings } from '../forecast/testing/steady-site';
import { ENGLISH, reportWords } from '../report-words';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { cellXml } from './cell';
import { forecastGrid } from './forecast-grid';
import { STYLE } from './styles';

function steadySite(name: string = STEADY_SITE.name) {
  const forecaster = createSiteForecaster({
    ...STEADY_SITE,
    name,
    weeks: 1,
    historyWeeks: 12,
    site: { zone: STEADY_SITE.zone, hours: OFFICE_HOURS, closed: [] },
    listedBayIds: STEADY_BAY_IDS,
  });
  forecaster.add(steadyBookings());
  return forecaster.finish();
}

describe('the every-location Weeks ahead grid', () => {
  it('gives a row per day and a column per site, each day’s expected bays shaded by status', () => {
    const grid = forecastGrid([steadySite(), steadySite('Second Yard')]);
    expect(grid.header).toEqual(['Date', 'Weekday', 'Steady Yard', 'Second Yard']);
    expect(grid.rows).toHaveLength(1 + 7 + 1);
    expect(grid.rows[0]).toEqual([
      { kind: 'text', value: 'Bays', repeats: true },
      null,
      { kind: 'integer', value: 6, signed: false },
      { kind: 'integer', value: 6, signed: false },
    ]);
    // Monday 1 June: all 6 bays booked, so full; Tuesday expects its pattern's 3, with room.
    const monday = grid.rows[1] ?? [];
    expect(monday[1]).toEqual({ kind: 'text', value: 'Monday' });
    expect(monday[2]).toEqual({ kind: 'integer', value: 6, tone: 'full' });
    expect(grid.rows[2]?.[2]).toEqual({ kind: 'integer', value: 3 });
    // The weekend is closed, said in words on grey.
    expect(grid.rows[6]?.[2]).toEqual({ kind: 'text', value: 'closed', tone: 'closed' });
    expect(grid.rows.at(-1)?.slice(0, 3)).toEqual([
      { kind: 'text', value: 'Days likely full', repeats: true },
      null,
      { kind: 'integer', value: 1, signed: false },
    ]);
    expect(grid.lead[0]?.[0]).toEqual({ kind: 'text', value: ENGLISH.forecast.gridLegend });
  });

  it('writes a full day bold on red and a closed one on grey, whatever the row’s style', () => {
    const grid = forecastGrid([steadySite()]);
    expect(cellXml('C3', grid.rows[1]?.[2] ?? null)).toBe(
      `<c r="C3" s="${STYLE.fullCount}"><v>6</v></c>`,
    );
    expect(cellXml('C8', grid.rows[6]?.[2] ?? null, { bold: true })).toContain(
      `s="${STYLE.closedText}"`,
    );
  });

  it('speaks the workbook’s language', () => {
    const de = reportWords('de');
    const grid = forecastGrid([steadySite()], de);
    expect(grid.header.slice(0, 2)).toEqual(['Datum', 'Wochentag']);
    expect(grid.rows[6]?.[2]).toEqual({ kind: 'text', value: 'geschlossen', tone: 'closed' });
    expect(grid.rows.at(-1)?.[0]).toEqual({
      kind: 'text',
      value: 'Voraussichtlich volle Tage',
      repeats: true,
    });
  });
});
