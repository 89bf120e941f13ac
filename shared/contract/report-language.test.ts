// The language of a summary's or report's workbook, as the contract takes it.
import { describe, expect, it } from 'vitest';
import { argSchemas } from './index';

const scope = {
  accountId: 'a',
  locationId: 'l',
  zone: 'UTC',
  from: '2026-03-02',
  to: '2026-03-08',
};
const parse = (report: object) => argSchemas.startExport.safeParse({ ...scope, report });

describe('an export’s language', () => {
  it('is English, German or French for a summary and the report workbook; absent, English', () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      const summary = parse({ kind: 'summary', by: 'bay', language });
      expect(summary.success && summary.data.report).toMatchObject({ language });
      const workbook = parse({ kind: 'workbook', language });
      expect(workbook.success && workbook.data.report).toMatchObject({ language });
    }
    const absent = parse({ kind: 'workbook' });
    expect(absent.success && absent.data.report).not.toHaveProperty('language');
  });

  it('refuses any other, naming the field', () => {
    const result = parse({ kind: 'workbook', language: 'es' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['report', 'language']);
  });
});
