import { describe, expect, it } from 'vitest';
import { applied, BERLIN, BUSY_PAGE, range, stateAfter } from './testing/view-state-fixture';
import { datesShown, freshPage, initialViewState } from './view-state';

const week = range('2026-03-23', '2026-03-29');
const busy = stateAfter(...BUSY_PAGE, { type: 'setDates', dates: week });

describe('how long each piece of view state lives', () => {
  it('a workspace (one per account, App.tsx keys it) opens on the Bookings tab, Timeline, first location', () => {
    expect(initialViewState(0)).toEqual({
      perAccount: {
        openedAt: 0,
        chosenLocationId: null,
        tab: 'bookings',
        dates: null,
        display: 'timeline',
        allLocations: false,
        compare: null,
        zoom: 'week',
      },
      perPage: freshPage('timeline'),
    });
  });

  it('changeLocation keeps the dates, time of day and display; tags, search and the rest start again', () => {
    const moved = applied(busy, { type: 'changeLocation', locationId: 'loc-z', shownId: 'loc-h' });
    expect(moved.perAccount).toEqual({ ...busy.perAccount, chosenLocationId: 'loc-z' });
    expect(moved.perPage).toEqual(freshPage('timeline'));
    expect(moved.perPage.tags).toEqual([]);
    expect(moved.perPage.search).toBe('');
  });

  it('keeps the Timeline’s zoom per account: another location, tab or display keeps it', () => {
    const fitted = applied(busy, { type: 'setZoom', zoom: 'fit' });
    expect(fitted.perAccount.zoom).toBe('fit');
    const moved = applied(fitted, {
      type: 'changeLocation',
      locationId: 'loc-z',
      shownId: 'loc-h',
    });
    expect(moved.perAccount.zoom).toBe('fit');
    const tabbed = applied(moved, { type: 'showTab', tab: 'bays' });
    expect(applied(tabbed, { type: 'showTab', tab: 'bookings' }).perAccount.zoom).toBe('fit');
    const table = applied(moved, { type: 'switchDisplay', display: 'table', zone: BERLIN });
    expect(table.perAccount.zoom).toBe('fit');
  });

  it('changeLocation while Insights is shown opens the next page on Insights', () => {
    const inInsights = applied(busy, { type: 'switchDisplay', display: 'insights', zone: BERLIN });
    const moved = applied(inInsights, {
      type: 'changeLocation',
      locationId: 'loc-z',
      shownId: 'loc-h',
    });
    expect(moved.perAccount.display).toBe('insights');
    expect(moved.perPage.insightsOpened).toBe(true);
  });

  it('changeLocation to the location already shown keeps its page', () => {
    const again = applied(busy, { type: 'changeLocation', locationId: 'loc-h', shownId: 'loc-h' });
    expect(again.perPage).toBe(busy.perPage);
    expect(again.perAccount.chosenLocationId).toBe('loc-h');
  });

  it('changeLocation from the Bays tab opens the Bookings tab on a fresh page', () => {
    const onBays = applied(busy, { type: 'showTab', tab: 'bays' });
    const back = applied(onBays, { type: 'changeLocation', locationId: 'loc-h', shownId: 'loc-h' });
    expect(back.perAccount.tab).toBe('bookings');
    expect(back.perPage).toEqual(freshPage('timeline'));
  });

  it('showTab keeps the dates and display; leaving the Bookings tab ends its page', () => {
    const onBays = applied(busy, { type: 'showTab', tab: 'bays' });
    expect(onBays.perAccount).toEqual({ ...busy.perAccount, tab: 'bays' });
    expect(onBays.perPage).toEqual(freshPage('timeline'));
    expect(applied(busy, { type: 'showTab', tab: 'bookings' })).toBe(busy);
  });

  it('changeZone keeps the days shown and the page: the first screen’s day stays that day', () => {
    // 23:30 UTC on 29 March: the 30th in Berlin, still the 29th in UTC.
    const opened = initialViewState(Date.UTC(2026, 2, 29, 23, 30));
    expect(datesShown(opened.perAccount, BERLIN).day).toBe('2026-03-30');
    const kept = applied(opened, { type: 'changeZone', zone: BERLIN });
    expect(datesShown(kept.perAccount, 'UTC').day).toBe('2026-03-30');
    expect(applied(busy, { type: 'changeZone', zone: BERLIN }).perAccount.dates).toBe(week);
    expect(applied(busy, { type: 'changeZone', zone: BERLIN }).perPage).toBe(busy.perPage);
  });
});

describe('All locations', () => {
  it('opens on the same dates with a fresh filter, and a row opens that location’s Insights keeping the filter', async () => {
    const { viewReducer } = await import('./view-reducer');
    const { initialViewState } = await import('./view-state');
    let state = initialViewState(Date.UTC(2026, 2, 26, 9));
    state = viewReducer(state, { type: 'setTags', tags: ['EV'] });
    state = viewReducer(state, { type: 'showAllLocations' });
    expect(state.perAccount.allLocations).toBe(true);
    expect(state.perPage.tags).toEqual([]);
    state = viewReducer(state, { type: 'setTags', tags: ['Visitor'] });
    state = viewReducer(state, { type: 'setCompare', compare: { kind: 'previous' } });
    state = viewReducer(state, { type: 'openLocationInsights', locationId: 'loc-2' });
    expect(state.perAccount).toMatchObject({
      allLocations: false,
      chosenLocationId: 'loc-2',
      display: 'insights',
      compare: { kind: 'previous' },
    });
    expect(state.perPage.tags).toEqual(['Visitor']);
    expect(state.perPage.insightsOpened).toBe(true);
    // Picking a location in the list leaves All locations.
    state = viewReducer(state, { type: 'showAllLocations' });
    state = viewReducer(state, { type: 'changeLocation', locationId: 'loc-2', shownId: 'loc-2' });
    expect(state.perAccount.allLocations).toBe(false);
  });
});
