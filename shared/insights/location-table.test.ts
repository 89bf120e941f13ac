import { describe, expect, it } from 'vitest';
import type { SiteClock } from '../sites/site-clock';
import { aggregateInsights } from './aggregate';
import { compareTables } from './compare-table';
import { LOCATION_HEADER, LOCATION_SETTING_COLUMNS, locationTable } from './location-table';

const TARGET = { low: 0.6, high: 0.85 };

/** A site of two bays, one booked for `hours` hours of one day (of 24 open): 2 × 24 h available. */
function siteOf(id: string, hours: number, site: SiteClock | null, bays = 2) {
  const location = { id, name: id };
  const start = Date.parse('2026-03-02T00:00:00Z');
  return {
    locationId: id,
    locationName: id,
    insights: aggregateInsights(
      {
        locationId: id,
        from: '2026-03-02',
        to: '2026-03-02',
        zone: 'UTC',
        filter: { tags: null, search: null, timeOfDay: null },
        site,
        bays: Array.from({ length: bays }, (_, i) => ({
          id: `${id}-${i}`,
          name: `Bay ${i}`,
          tag: null,
          location,
        })),
      },
      hours === 0
        ? []
        : [
            {
              id: `${id}-k`,
              startMs: start,
              endMs: start + hours * 3_600_000,
              user: { id: 'u', name: null, email: null },
              location,
              bay: { id: `${id}-0`, name: 'Bay 0', tag: null },
            },
          ],
    ),
  };
}

const withTarget: SiteClock = { zone: 'UTC', hours: null, target: TARGET };
const column = (name: string) => LOCATION_HEADER.indexOf(name as (typeof LOCATION_HEADER)[number]);

describe('the All locations table’s target columns', () => {
  it('give each site’s band as ratios and where its utilisation lies: below, within or above', () => {
    // 24 h of 48 is 50%; a bay never booked is 0%.
    const table = locationTable([
      siteOf('low', 24, withTarget),
      siteOf('empty', 0, withTarget, 1),
      siteOf('none', 24, null),
      siteOf('no-bays', 0, withTarget, 0),
    ]);
    expect(LOCATION_HEADER.slice(-3)).toEqual(['target_low', 'target_high', 'target_status']);
    const target = (row: readonly unknown[]) => row.slice(column('target_low'));
    expect(table.kinds.slice(-3)).toEqual(['ratio', 'ratio', 'text']);
    expect(target(table.rows[0]!)).toEqual([0.6, 0.85, 'below']);
    expect(target(table.rows[1]!)).toEqual([0.6, 0.85, 'below']);
    // No target: empty. No bays: a target, but no utilisation to place against it.
    expect(target(table.rows[2]!)).toEqual([null, null, null]);
    expect(target(table.rows[3]!)).toEqual([0.6, 0.85, null]);
  });

  it('say within at both ends of the band and above past it', () => {
    // One bay of 24 h: 15 h is 62.5%, 24 h is 100%.
    const status = (hours: number) =>
      locationTable([siteOf('s', hours, withTarget, 1)]).rows[0]?.[column('target_status')];
    expect([status(15), status(24)]).toEqual(['within', 'above']);
    const exact = locationTable([
      siteOf('s', 24, { ...withTarget, target: { low: 0.5, high: 1 } }),
    ]);
    expect(exact.rows[0]?.[column('target_status')]).toBe('within');
  });

  it('are not repeated for the period before: the target is today’s, the status this period’s', () => {
    // One bay: 18 h of 24 is 75% now, 12 h was 50%.
    const now = locationTable([siteOf('a', 18, withTarget, 1)]);
    const before = locationTable([siteOf('a', 12, withTarget, 1)]);
    const table = compareTables(now, before, { settings: LOCATION_SETTING_COLUMNS });
    expect(table.header).not.toContain('target_low_before');
    expect(table.header).not.toContain('target_high_before');
    expect(table.header).not.toContain('target_status_before');
    expect(table.header).toContain('utilisation_before');
    const row = table.rows[0]!;
    expect(row[table.header.indexOf('target_status')]).toBe('within');
    expect(row[table.header.indexOf('utilisation_before')]).toBe(0.5);
    expect(table.header.at(-1)).toBe('daily_peak_p90_before');
  });
});
