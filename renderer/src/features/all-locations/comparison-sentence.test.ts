import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { portfolioTotals } from '#shared/insights/portfolio';
import type { ChangeFormat } from '../compare/change-words';
import { comparisonSentence } from './comparison-sentence';
import { accountTotals } from './portfolio-totals';
import { closedFiguresOf, figuresOf, rowOf } from './testing/figures-fixture';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const format: ChangeFormat = {
  formatCount: (n) => Math.round(n).toLocaleString('en-US'),
  formatDecimal: (n) => n.toFixed(1),
  formatBookedHours: (ms) => `${Math.round(ms / 3_600_000)} h`,
  formatPercent: (r) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`),
};

describe('comparisonSentence', () => {
  it('says how the company’s utilisation, bookings and bays needed changed', () => {
    const now = portfolioTotals([figuresOf(4, 0.75), figuresOf(2, 0.25)]);
    const before = portfolioTotals([figuresOf(4, 0.5), figuresOf(2, 0.25)]);
    const text = comparisonSentence({ kind: 'compared', now, before, left: 0 }, format, i18n);
    expect(text).toMatch(/^Change: utilisation up 16\.7 points from 41\.7%; /);
    expect(text).toContain('bookings ');
    expect(text).toMatch(/bays needed (up|down|no change)[^;]*\.$/);
  });

  it('is empty until the comparison’s totals are in', () => {
    expect(comparisonSentence(null, format, i18n)).toBe('');
  });

  it('says a closed Saturday against an open Friday is not compared, never a fall', () => {
    const rows = [
      rowOf('A', closedFiguresOf(4, 30), figuresOf(4, 0.5)),
      rowOf('B', closedFiguresOf(2, 5), figuresOf(2, 0.25)),
    ];
    const text = comparisonSentence(accountTotals(rows, true).comparison, format, i18n);
    expect(text).toBe(
      'Change: not compared, as every location was closed in one of the periods and open in the other.',
    );
    expect(text).not.toMatch(/down/);
  });

  it('compares the other locations, saying how many closed ones it leaves out', () => {
    const rows = [
      rowOf('A', closedFiguresOf(4, 30), figuresOf(4, 0.5)),
      rowOf('B', figuresOf(2, 0.5), figuresOf(2, 0.25)),
    ];
    const text = comparisonSentence(accountTotals(rows, true).comparison, format, i18n);
    expect(text).toMatch(
      /^Change, leaving out 1 location closed in one of the periods: utilisation up 25\.0 points from 25\.0%; bookings no change from 2; /,
    );
  });
});
