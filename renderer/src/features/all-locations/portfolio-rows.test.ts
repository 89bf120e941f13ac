import { locationRow } from '#shared/insights/location-row';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { portfolioFigures } from '#shared/insights/portfolio';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import { insightsFixture } from '../../testing/insights-fixture';
import { nameOf, portfolioRows, type LocationResult } from './portfolio-rows';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const harbour = { id: 'loc-h', name: 'Harbour Office' };
const depot = { id: 'loc-d', name: null };

function result(over: Partial<LocationResult> & Pick<LocationResult, 'location'>): LocationResult {
  return { row: null, error: null, fetching: false, retry: () => {}, ...over };
}

describe('portfolioRows', () => {
  it('gives each location its figures once in, and none before', () => {
    const insights = insightsFixture();
    const rows = portfolioRows(
      [
        result({ location: harbour, row: locationRow(insights) }),
        result({ location: depot, fetching: true }),
      ],
      [],
      i18n,
    );
    expect(rows.map((r) => [r.id, r.name, r.fetching])).toEqual([
      ['loc-h', 'Harbour Office', false],
      ['loc-d', 'Unnamed location', true],
    ]);
    expect(rows[0]?.figures).toEqual(portfolioFigures(insights));
    expect(rows[0]?.before).toBeNull();
    expect(rows[1]?.figures).toBeNull();
  });

  it('sets the comparison period’s figures beside the same location’s', () => {
    const now = insightsFixture('2026-03-09', '2026-03-15');
    const then = insightsFixture('2026-03-02', '2026-03-08');
    const rows = portfolioRows(
      [
        result({ location: harbour, row: locationRow(now) }),
        result({ location: depot, row: locationRow(now) }),
      ],
      [result({ location: harbour, row: locationRow(then) }), result({ location: depot })],
      i18n,
    );
    expect(rows[0]?.before).toEqual(portfolioFigures(then));
    expect(rows[1]?.before).toBeNull();
  });

  it('marks a location closed in one period and open in the other as not comparable', () => {
    const friday = insightsFixture('2026-03-06', '2026-03-06');
    const open = insightsFixture('2026-03-07', '2026-03-07');
    const shut = { bookedMs: 0, occupiedMs: 0, availableMs: 0 };
    const saturday = {
      ...open,
      site: { zone: 'UTC', hours: OFFICE_HOURS, closed: [] },
      totals: { ...open.totals, ...shut },
      days: open.days.map((d) => ({ ...d, ...shut })),
    };
    const rows = portfolioRows(
      [
        result({ location: harbour, row: locationRow(saturday) }),
        result({ location: depot, row: locationRow(open) }),
      ],
      [
        result({ location: harbour, row: locationRow(friday) }),
        result({ location: depot, row: locationRow(friday) }),
      ],
      i18n,
    );
    expect(rows.map((r) => r.comparable)).toEqual([false, true]);
    expect(rows[0]?.figures?.closed).toEqual([{ kind: 'weekday', isoWeekday: 6 }]);
    // Without a comparison, nothing is left uncompared.
    expect(
      portfolioRows([result({ location: harbour, row: locationRow(saturday) })], [], i18n)[0],
    ).toMatchObject({ comparable: true });
  });

  it('keeps the period’s error and retry as the row’s, never the comparison’s', () => {
    const retry = vi.fn();
    const error = new Error('Cannot reach the host.');
    const rows = portfolioRows(
      [result({ location: harbour, error, retry })],
      [result({ location: harbour, error: new Error('other') })],
      i18n,
    );
    expect(rows[0]?.error).toBe(error);
    rows[0]?.retry();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('names a location without a name', () => {
    expect(nameOf(depot, i18n)).toBe('Unnamed location');
    expect(nameOf(harbour, i18n)).toBe('Harbour Office');
  });
});
