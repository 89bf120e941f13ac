import { afterEach, describe, expect, it } from 'vitest';
import { presetSelection } from '#shared/view/presets';
import {
  parsePlace,
  placeToRemember,
  readPlace,
  restoredPerAccount,
  writePlace,
} from './remembered-place';
import { applied, BERLIN, OPENED_AT, range, stateAfter } from './testing/view-state-fixture';
import { datesShown } from './view-state';

const DAY = 86_400_000;
const lastMonth = presetSelection(
  'last-month',
  '2026-03-26',
  'monday',
  datesShown(stateAfter().perAccount, BERLIN),
);
// All locations, last month (February), compared with the previous period.
const place = stateAfter(
  { type: 'showAllLocations' },
  { type: 'switchDisplay', display: 'insights', zone: BERLIN },
  { type: 'setDates', dates: lastMonth },
  { type: 'setCompare', compare: { kind: 'previous' } },
);

afterEach(() => window.localStorage.clear());

describe('where the user was in a company', () => {
  it('comes back as it was left on the same day, with a fresh first-screen clock', () => {
    const left = placeToRemember(place.perAccount, BERLIN, OPENED_AT);
    const back = restoredPerAccount(left, BERLIN, OPENED_AT + 3_600_000);
    expect(back).toEqual({ ...place.perAccount, openedAt: OPENED_AT + 3_600_000 });
    expect(back).toMatchObject({
      allLocations: true,
      display: 'insights',
      compare: { kind: 'previous', unit: 'month' },
      dates: { mode: 'range', from: '2026-02-01', to: '2026-02-28', preset: 'last-month' },
    });
  });

  it('a preset follows the calendar: last month, left in March and opened in April, is March', () => {
    const left = placeToRemember(place.perAccount, BERLIN, OPENED_AT);
    const april = restoredPerAccount(left, BERLIN, OPENED_AT + 10 * DAY);
    expect(april.dates).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      preset: 'last-month',
    });
    // Today is today; the first screen (no dates chosen) too.
    const today = applied(place, {
      type: 'setDates',
      dates: presetSelection('today', '2026-03-26', 'monday', lastMonth),
    });
    const next = restoredPerAccount(
      placeToRemember(today.perAccount, BERLIN, OPENED_AT),
      BERLIN,
      OPENED_AT + DAY,
    );
    expect(next.dates).toMatchObject({ mode: 'day', day: '2026-03-27', preset: 'today' });
  });

  it('dates picked by hand, or a preset stepped away from, stay as they were', () => {
    const picked = applied(place, { type: 'setDates', dates: range('2026-01-05', '2026-01-18') });
    const stepped = applied(place, { type: 'stepDates', direction: -1, zone: BERLIN });
    for (const s of [picked, stepped]) {
      const left = placeToRemember(s.perAccount, BERLIN, OPENED_AT);
      expect(restoredPerAccount(left, BERLIN, OPENED_AT + 10 * DAY).dates).toEqual(
        s.perAccount.dates,
      );
    }
  });

  it('a week preset keeps the week start it was counted with', () => {
    // Sunday-start week: last week from Thursday 26 March is Sunday 15 to Saturday 21.
    const week = presetSelection('last-week', '2026-03-26', 'sunday', lastMonth);
    expect(week).toMatchObject({ from: '2026-03-15', to: '2026-03-21' });
    const s = applied(place, { type: 'setDates', dates: week });
    const back = restoredPerAccount(
      placeToRemember(s.perAccount, BERLIN, OPENED_AT),
      BERLIN,
      OPENED_AT + 7 * DAY,
    );
    expect(back.dates).toMatchObject({ from: '2026-03-22', to: '2026-03-28' });
  });

  it('is kept per account in local storage, and a broken or foreign entry is ignored', () => {
    writePlace('acme', placeToRemember(place.perAccount, BERLIN, OPENED_AT));
    expect(readPlace('acme')?.place).toEqual({
      chosenLocationId: null,
      tab: 'bookings',
      display: 'insights',
      allLocations: true,
      compare: { kind: 'previous', unit: 'month' },
      dates: lastMonth,
      zoom: 'week',
    });
    expect(readPlace('demo')).toBeNull();
    window.localStorage.setItem('bookings-viewer:view:demo', '{not json');
    expect(readPlace('demo')).toBeNull();
    const good = JSON.parse(JSON.stringify(placeToRemember(place.perAccount, BERLIN, OPENED_AT)));
    expect(parsePlace(good)).not.toBeNull();
    // All locations left on Trends opens on Trends again.
    expect(
      parsePlace({ ...good, place: { ...good.place, display: 'trends' } })?.place,
    ).toMatchObject({ display: 'trends', allLocations: true });
    for (const broken of [
      { ...good, savedOn: '26/03/2026' },
      { ...good, place: { ...good.place, display: 'map' } },
      { ...good, place: { ...good.place, compare: { kind: 'chosen', from: 'x', to: 'y' } } },
      { ...good, place: { ...good.place, dates: { ...good.place.dates, from: '2026-03-01' } } },
      null,
      [],
    ])
      expect(parsePlace(broken)).toBeNull();
    // The zoom chosen comes back too; a place saved before there was one opens at Week.
    const fitted = { ...good, place: { ...good.place, zoom: 'fit' } };
    expect(parsePlace(fitted)?.place.zoom).toBe('fit');
    const older = { ...good, place: { ...good.place, zoom: undefined } };
    expect(parsePlace(older)?.place.zoom).toBe('week');
    // An unknown tab, preset, unit or zoom is dropped, not the whole place.
    const odd = {
      ...good,
      place: {
        ...good.place,
        tab: 'maps',
        zoom: 'galaxy',
        compare: { kind: 'previous', unit: 'decade' },
        dates: { ...good.place.dates, preset: 'next-century' },
      },
    };
    expect(parsePlace(odd)?.place).toMatchObject({
      tab: 'bookings',
      zoom: 'week',
      compare: { kind: 'previous', unit: null },
      dates: { preset: null },
    });
  });
});
