/** The lines above a report's first sheet: its title with the company's name, and the period. */
import type { ReportWords } from '../report-words/types';
import type { XlsxCell } from './cell';
import { textCell } from './figure-cells';

/** The title (naming the company when known), then the period as the Summary says it. */
export function titleLines(
  company: string | null | undefined,
  period: string,
  words: ReportWords,
): XlsxCell[][] {
  const title = company ? words.workbook.titleOf(company) : words.workbook.title;
  return [[textCell(title)], [textCell(period)]];
}
