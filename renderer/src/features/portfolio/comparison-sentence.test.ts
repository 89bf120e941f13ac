import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { portfolioTotals } from '#shared/insights/portfolio';
import type { ChangeFormat } from '../compare/change-words';
import { comparisonSentence } from './comparison-sentence';
import { figuresOf } from './testing/figures-fixture';

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
    const text = comparisonSentence(now, before, format, i18n);
    expect(text).toMatch(/^Change: utilisation up 16\.7 points from 41\.7%; /);
    expect(text).toContain('bookings ');
    expect(text).toMatch(/bays needed (up|down|no change)[^;]*\.$/);
  });

  it('is empty until the comparison’s totals are in', () => {
    expect(comparisonSentence(portfolioTotals([figuresOf(1, 0.5)]), null, format, i18n)).toBe('');
  });
});
