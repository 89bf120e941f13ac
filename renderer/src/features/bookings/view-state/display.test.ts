import { describe, expect, it } from 'vitest';
import { applied, BERLIN, range, stateAfter } from './testing/view-state-fixture';
import { datesShown } from './view-state';

const year = range('2026-01-01', '2026-12-31');
const toInsights = { type: 'switchDisplay', display: 'insights', zone: BERLIN } as const;
const toTable = { type: 'switchDisplay', display: 'table', zone: BERLIN } as const;
const cell = { date: '2026-03-30', bayId: null, atMs: 1_774_857_600_000 };

describe('switching between Timeline, Table and Insights', () => {
  it('switchDisplay shows the display chosen, on the same dates', () => {
    const week = range('2026-03-23', '2026-03-29');
    const s = stateAfter({ type: 'setDates', dates: week }, toTable);
    expect(s.perAccount.display).toBe('table');
    expect(s.perAccount.dates).toBe(week);
  });

  it('leaving Insights for the Timeline or Table shortens a year to the longest range they show', () => {
    const inInsights = stateAfter(toInsights, { type: 'setDates', dates: year });
    expect(applied(inInsights, toInsights).perAccount.dates).toBe(year);
    const table = applied(inInsights, toTable);
    expect(table.perAccount.dates).toMatchObject({ from: '2026-01-01', to: '2026-04-03' });
  });

  it('Trends keep the year Insights showed: they choose their own months', () => {
    const inInsights = stateAfter(toInsights, { type: 'setDates', dates: year });
    const toTrends = { type: 'switchDisplay', display: 'trends', zone: BERLIN } as const;
    const trends = applied(inInsights, toTrends);
    expect(trends.perAccount.display).toBe('trends');
    expect(trends.perAccount.dates).toBe(year);
    expect(applied(trends, toInsights).perAccount.dates).toBe(year);
  });

  it('Insights, once shown on a page, stays mounted (hidden) behind the Timeline', () => {
    expect(stateAfter().perPage.insightsOpened).toBe(false);
    const back = stateAfter(toInsights, {
      type: 'switchDisplay',
      display: 'timeline',
      zone: BERLIN,
    });
    expect(back.perPage.insightsOpened).toBe(true);
  });
});

describe('drilling from Insights into a day, and back', () => {
  const drilled = stateAfter(
    toInsights,
    { type: 'setDates', dates: { ...range('2026-03-26', '2026-04-01'), timeOfDay: null } },
    { type: 'drill', target: cell, zone: BERLIN },
  );

  it('drill opens that day on the Timeline, asks it to bring the hour into view, and keeps the way back', () => {
    expect(drilled.perAccount.display).toBe('timeline');
    expect(datesShown(drilled.perAccount, BERLIN)).toMatchObject({
      mode: 'day',
      day: '2026-03-30',
    });
    expect(drilled.perPage.focus).toEqual({ serial: 1, bayId: null, atMs: cell.atMs });
    expect(drilled.perPage.drilledFrom).toMatchObject({ from: '2026-03-26', to: '2026-04-01' });
  });

  it('each drill asks again, with a new serial', () => {
    const again = applied(drilled, toInsights, {
      type: 'drill',
      target: { date: '2026-03-27', bayId: 'bay-9', atMs: null },
      zone: BERLIN,
    });
    expect(again.perPage.focus).toEqual({ serial: 2, bayId: 'bay-9', atMs: null });
  });

  it('drill keeps the time of day', () => {
    const hours = { startMinute: 420, endMinute: 1140 };
    const s = stateAfter(
      toInsights,
      { type: 'setTimeOfDay', timeOfDay: hours, zone: BERLIN },
      {
        type: 'drill',
        target: cell,
        zone: BERLIN,
      },
    );
    expect(s.perAccount.dates?.timeOfDay).toEqual(hours);
  });

  it('backToInsights returns to the period the drill-down left, and forgets the way back', () => {
    const back = applied(
      drilled,
      { type: 'stepDates', direction: 1, zone: BERLIN },
      {
        type: 'backToInsights',
      },
    );
    expect(back.perAccount.display).toBe('insights');
    expect(back.perAccount.dates).toBe(drilled.perPage.drilledFrom);
    expect(back.perPage.drilledFrom).toBeNull();
  });

  it('backToInsights with no drill-down shows Insights on the dates shown', () => {
    const week = range('2026-03-23', '2026-03-29');
    const back = stateAfter({ type: 'setDates', dates: week }, { type: 'backToInsights' });
    expect(back.perAccount).toMatchObject({ display: 'insights', dates: week });
  });

  it('choosing a display by hand forgets the way back', () => {
    expect(applied(drilled, toTable).perPage.drilledFrom).toBeNull();
  });
});
