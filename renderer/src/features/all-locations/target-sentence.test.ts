import { locationRow } from '#shared/insights/location-row';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { portfolioRows, type LocationResult } from './portfolio-rows';
import { targetSentence } from './target-sentence';
import { figuresOf, rowOf } from './testing/figures-fixture';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const count = (n: number) => n.toLocaleString('en-GB');
const BAND = { low: 0.6, high: 0.85 };
const withTarget = (name: string, utilisation: number | null, before: number | null = null) => ({
  ...rowOf(name, figuresOf(4, utilisation), before === null ? null : figuresOf(4, before)),
  target: BAND,
});

describe('the targets sentence', () => {
  it('counts the sites below, within and above their targets, this period’s, never the comparison’s', () => {
    const rows = [
      withTarget('A', 0.42, 0.7),
      withTarget('B', 0.5, 0.9),
      withTarget('C', 0.7, 0.42),
      withTarget('D', 0.9),
      rowOf('No target', figuresOf(4, 0.1)),
      // A target but no utilisation (no bays) and one still counting: not placed.
      withTarget('No bays', null),
      { ...rowOf('Counting', null), target: BAND },
    ];
    expect(targetSentence(rows, count, i18n)).toBe(
      '2 of 4 sites with a target are below it, 1 within, 1 above.',
    );
    expect(targetSentence([withTarget('A', 0.42)], count, i18n)).toBe(
      '1 of 1 site with a target is below it, 0 within, 0 above.',
    );
  });

  it('is empty when no site counted has a target', () => {
    expect(targetSentence([rowOf('A', figuresOf(4, 0.5))], count, i18n)).toBe('');
  });
});

describe('a row’s target', () => {
  const result = (id: string, withSite: boolean): LocationResult => ({
    location: { id, name: id },
    row: locationRow({
      ...insightsFixture(),
      locationId: id,
      site: withSite ? { zone: 'UTC', hours: null, target: { low: 0.1, high: 0.2 } } : null,
    }),
    error: null,
    fetching: false,
    retry: () => {},
  });

  it('is the sites list’s (a band just saved), else the one its figures were counted with', () => {
    const rows = portfolioRows(
      [result('a', true), result('b', true), result('c', false)],
      [],
      i18n,
      new Map([
        ['a', BAND],
        ['b', null],
      ]),
    );
    expect(rows.map((r) => r.target)).toEqual([BAND, null, null]);
    expect(portfolioRows([result('a', true)], [], i18n).map((r) => r.target)).toEqual([
      { low: 0.1, high: 0.2 },
    ]);
  });
});
