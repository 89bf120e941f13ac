import { describe, expect, it } from 'vitest';
import { reportEndLine } from './progress-line';

describe('the end of a report', () => {
  it('says the workbook’s sheets and size, not rows', () => {
    expect(reportEndLine({ sheets: 5, bytes: 21_000 }, 'r.xlsx')).toBe(
      'Wrote the report to r.xlsx: 5 sheets, 20.5 KB',
    );
    expect(reportEndLine({ sheets: 1, bytes: 512 }, 'r.xlsx')).toBe(
      'Wrote the report to r.xlsx: 1 sheet, 512 B',
    );
  });
});
