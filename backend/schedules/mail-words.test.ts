// A report's message: the subject carries the saved report's name and period, the body names the
// company and the period, in the report's language.
import { describe, expect, it } from 'vitest';
import type { SavedReport } from '#shared/schedules/saved-report';
import { reportMailText } from './mail-words';

const report: SavedReport = {
  name: 'Weekly sites',
  account: 'acme',
  kind: 'all-locations',
  location: null,
  period: 'last-week',
  compare: null,
  filters: { tags: null, search: null },
  format: 'xlsx',
  language: 'en',
};
const week = { from: '2026-06-01', to: '2026-06-07' };

describe('reportMailText', () => {
  it('names the report, the company and the period in English, German and French', () => {
    expect(reportMailText(report, 'Acme Ltd', week, '2026-06-08', 'w.xlsx')).toEqual({
      subject: 'Weekly sites (2026-06-01 to 2026-06-07)',
      text: 'Acme Ltd: Weekly sites, 2026-06-01 to 2026-06-07.\n\nThe report is attached (w.xlsx).\n\nSent by Bookings Viewer on a schedule.\n',
    });
    const de = reportMailText(
      { ...report, language: 'de' },
      'Acme GmbH',
      week,
      '2026-06-08',
      'w.xlsx',
    );
    expect(de.subject).toBe('Weekly sites (2026-06-01 bis 2026-06-07)');
    expect(de.text).toContain('Acme GmbH: Weekly sites, 2026-06-01 bis 2026-06-07.');
    const fr = reportMailText(
      { ...report, language: 'fr' },
      'Acme SA',
      week,
      '2026-06-08',
      'w.xlsx',
    );
    expect(fr.subject).toBe('Weekly sites (du 2026-06-01 au 2026-06-07)');
  });

  it('says the weeks ahead for the forecast', () => {
    const text = reportMailText(
      { ...report, kind: 'forecast' },
      'Acme',
      null,
      '2026-06-08',
      'f.csv',
    );
    expect(text.subject).toBe('Weekly sites (the weeks ahead from 2026-06-08)');
  });
});
