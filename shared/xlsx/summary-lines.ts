/**
 * A report's Summary sheet as lines: an item, its value and what it means; with a comparison, each
 * figure's value in the comparison period and its change beside it.
 */
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import type { XlsxCell } from './cell';
import { changeCell, figureCell, type FigureFormat, textCell } from './figure-cells';

/** One line of a Summary sheet. */
export interface SummaryLine {
  readonly item: string;
  readonly value: XlsxCell;
  readonly definition?: string;
  /** With a comparison: the figure then, and its change since. */
  readonly before?: XlsxCell;
  readonly change?: XlsxCell;
}

/** The Summary sheet's header, with the comparison's columns when there is one. */
export function summaryHeader(comparing: boolean, words: ReportWords = ENGLISH): string[] {
  const { item, value, before, change, definition } = words.summaryHeader;
  return comparing ? [item, value, before, change, definition] : [item, value, definition];
}

/** A line of text about the report (its location, period, filters…). */
export function textLine(item: string, value: string, definition?: string): SummaryLine {
  return { item, value: textCell(value), definition };
}

/**
 * A headline figure; `before` is undefined without a comparison, and null when the comparison
 * period has no such figure.
 */
export function figureLine(
  item: string,
  format: FigureFormat,
  now: number | null,
  before: number | null | undefined,
  definition: string,
): SummaryLine {
  return {
    item,
    value: figureCell(now, format),
    definition,
    ...(before === undefined
      ? {}
      : { before: figureCell(before, format), change: changeCell(now, before, format) }),
  };
}

/** The lines as the sheet's rows, under summaryHeader(comparing). */
export function summaryCells(lines: readonly SummaryLine[], comparing: boolean): XlsxCell[][] {
  return lines.map((line) =>
    comparing
      ? [
          textCell(line.item),
          line.value,
          line.before ?? null,
          line.change ?? null,
          textCell(line.definition),
        ]
      : [textCell(line.item), line.value, textCell(line.definition)],
  );
}
