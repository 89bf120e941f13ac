import { describe, expect, it } from 'vitest';
import type { ViewAction } from './view-actions';
import { viewActions } from './view-dispatchers';

describe('the view actions as functions', () => {
  it('take each action in the zone shown, and read the clock when taken', () => {
    const sent: ViewAction[] = [];
    let now = 1;
    const actions = viewActions(
      (a) => sent.push(a),
      'Asia/Tokyo',
      () => now,
    );
    actions.dates.previous();
    now = 2;
    actions.dates.today();
    actions.changeZone();
    expect(sent).toEqual([
      { type: 'stepDates', direction: -1, zone: 'Asia/Tokyo' },
      { type: 'goToToday', now: 2, zone: 'Asia/Tokyo' },
      { type: 'changeZone', zone: 'Asia/Tokyo' },
    ]);
  });

  it('name the location on screen with a change of location', () => {
    const sent: ViewAction[] = [];
    viewActions((a) => sent.push(a), 'UTC').changeLocation('loc-z', 'loc-h');
    expect(sent).toEqual([{ type: 'changeLocation', locationId: 'loc-z', shownId: 'loc-h' }]);
  });
});
