/** A worksheet's XML around its rows: frozen header, fitted widths, filters. */
import {
  type CellContext,
  cellXml,
  isEmptyCell,
  shownLength,
  textCellXml,
  type XlsxCell,
} from './cell';
import { STYLE } from './styles';
import { columnName, xmlText } from './xml';

/** Widest a fitted column gets, in characters: longer text wraps in the cell instead. */
const MAX_WIDTH = 60;

/** Fits column widths to the header and the rows seen: the longest shown text, plus a margin. */
export function fitWidths(
  header: readonly string[],
  rows: Iterable<readonly XlsxCell[]>,
): number[] {
  const widths = header.map((h) => h.length);
  for (const row of rows)
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, shownLength(cell));
    });
  return widths.map((w) => Math.min(MAX_WIDTH, w + 2));
}

/** A colour scale over a range, lowest white to highest the given colour (RGB hex). */
export interface ColourScale {
  readonly range: string;
  readonly highColour: string;
}

/** How a sheet starts: its widths, and whether the first row stays in view. */
export interface SheetLayout {
  readonly widths: readonly number[];
  readonly freezeHeader: boolean;
}

const SHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** Everything before the first row. */
export function sheetStart(layout: SheetLayout): string {
  const pane = layout.freezeHeader
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
    : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const cols = layout.widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  return `${SHEET_OPEN}${pane}<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

/** The header row (row 1), bold. */
export function headerRowXml(header: readonly string[]): string {
  const cells = header.map((h) => textCellXml(null, h, STYLE.header)).join('');
  return `<row r="1">${cells}</row>`;
}

const COLUMN_NAMES = Array.from({ length: 64 }, (_, i) => columnName(i));

/**
 * One row of typed cells. A cell carries its reference only after an empty one: without it, a cell
 * is the next column, and the rows of a large export are a third shorter. `context` (a workbook
 * being written) takes the repeating texts and counts what writing the cells changed.
 */
export function rowXml(
  rowNumber: number,
  cells: readonly XlsxCell[],
  context?: CellContext,
): string {
  let xml = `<row r="${rowNumber}">`;
  let afterGap = false;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? null;
    if (isEmptyCell(cell)) {
      afterGap = true;
      continue;
    }
    const ref = afterGap ? `${COLUMN_NAMES[i] ?? columnName(i)}${rowNumber}` : null;
    xml += cellXml(ref, cell, context);
    afterGap = false;
  }
  return `${xml}</row>`;
}

/** Everything after the last row: the header's filters over the rows written, and colour scales. */
export function sheetEnd(
  options: { readonly filterRange?: string; readonly colourScales?: readonly ColourScale[] } = {},
): string {
  const filter = options.filterRange ? `<autoFilter ref="${xmlText(options.filterRange)}"/>` : '';
  const scales = (options.colourScales ?? [])
    .map(
      (s, i) =>
        `<conditionalFormatting sqref="${s.range}"><cfRule type="colorScale" priority="${i + 1}"><colorScale>` +
        '<cfvo type="min"/><cfvo type="max"/><color rgb="FFFFFFFF"/>' +
        `<color rgb="FF${s.highColour}"/></colorScale></cfRule></conditionalFormatting>`,
    )
    .join('');
  return `</sheetData>${filter}${scales}<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
}

/** The range a header of `columns` columns and `dataRows` rows covers, e.g. A1:L101. */
export function tableRange(columns: number, dataRows: number): string {
  return `A1:${columnName(Math.max(0, columns - 1))}${dataRows + 1}`;
}
