import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { portfolioTotals } from '#shared/insights/portfolio';
import { figuresOf, rowOf } from './testing/figures-fixture';
import { summarySentence, type SummaryFormat } from './summary-sentence';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const format: SummaryFormat = {
  formatCount: (n) => n.toLocaleString('en-US'),
  formatPercent: (r, digits = 1) => (r === null ? '–' : `${(r * 100).toFixed(digits)}%`),
};

describe('summarySentence', () => {
  it('is empty until a location is counted', () => {
    const rows = [rowOf('A', null), rowOf('B', null)];
    expect(summarySentence(rows, portfolioTotals([]), 0, format, i18n)).toBe('');
  });

  it('counts, names the busiest and quietest, and gives the bays needed', () => {
    const busy = figuresOf(4, 0.75);
    const quiet = figuresOf(2, 0.25);
    const rows = [rowOf('Harbour', quiet), rowOf('Depot', busy), rowOf('Yard', null)];
    expect(summarySentence(rows, portfolioTotals([busy, quiet]), 2, format, i18n)).toBe(
      '2 of 3 locations counted, 6 bays, utilisation 58.3%. ' +
        'Busiest: Depot (75.0%); quietest: Harbour (25.0%). ' +
        'Bays needed 95% of the time: 3, so 3 spare.',
    );
  });

  it('names no busiest or quietest with one location, nor bays needed without bays', () => {
    const rows = [rowOf('Empty', figuresOf(0, null))];
    expect(summarySentence(rows, portfolioTotals([figuresOf(0, null)]), 1, format, i18n)).toBe(
      '1 of 1 location counted, 0 bays, utilisation –.',
    );
  });

  it('writes numbers with the formatter given', () => {
    const big = figuresOf(1200, 0.5);
    const text = summarySentence([rowOf('Big', big)], portfolioTotals([big]), 1, format, i18n);
    expect(text).toContain('1,200 bays');
    expect(text).toContain('Bays needed 95% of the time: 600, so 600 spare.');
  });
});
