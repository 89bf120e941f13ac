import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { periodText } from './period-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const format = { longDate: (d: string) => `<${d}>`, number: (n: number) => String(n) };

describe('periodText', () => {
  it('writes one date for a day and both ends for a range', () => {
    expect(periodText({ from: '2026-03-03', to: '2026-03-03' }, null, format, i18n)).toBe(
      '<2026-03-03>',
    );
    expect(periodText({ from: '2026-03-02', to: '2026-03-08' }, null, format, i18n)).toBe(
      '<2026-03-02> – <2026-03-08>',
    );
  });

  it('adds the comparison period the same way', () => {
    const period = { from: '2026-03-02', to: '2026-03-08' };
    expect(periodText(period, { from: '2025-03-03', to: '2025-03-09' }, format, i18n)).toBe(
      '<2026-03-02> – <2026-03-08>, compared with <2025-03-03> – <2025-03-09>',
    );
    expect(periodText(period, { from: '2026-03-01', to: '2026-03-01' }, format, i18n)).toBe(
      '<2026-03-02> – <2026-03-08>, compared with <2026-03-01> (7 days against 1)',
    );
    // February against January: the counts differ with the length.
    expect(
      periodText(
        { from: '2026-02-01', to: '2026-02-28' },
        { from: '2026-01-01', to: '2026-01-31' },
        format,
        i18n,
      ),
    ).toBe(
      '<2026-02-01> – <2026-02-28>, compared with <2026-01-01> – <2026-01-31> (28 days against 31)',
    );
  });
});
