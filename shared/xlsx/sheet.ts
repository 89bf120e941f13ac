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

/**
 * Fits column widths to the header and the rows seen: the longest shown text, plus a margin. A
 * wrapped header (a report's) needs only its longest word, for its words go on the next lines.
 */
export function fitWidths(
  header: readonly string[],
  rows: Iterable<readonly XlsxCell[]>,
  options: { readonly wrappedHeader?: boolean } = {},
): number[] {
  const widths = header.map((h) =>
    options.wrappedHeader ? Math.max(0, ...h.split(/\s+/).map((word) => word.length)) : h.length,
  );
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
  /** The first column names each row: it stays in view beside the scrolled columns. */
  readonly freezeFirstColumn?: boolean;
  /** Set up to print (sheetEnd's `print` too): scaled to one page wide. */
  readonly print?: boolean;
  /** The header's row (1-based, default 1): lines about the sheet may come above it. */
  readonly headerRow?: number;
}

const SHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** Everything before the first row. */
export function sheetStart(layout: SheetLayout): string {
  const cols = layout.widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  // Fit to page is the sheet's property; pageSetup (in sheetEnd) then says how many pages.
  const properties = layout.print ? '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>' : '';
  return `${SHEET_OPEN}${properties}${sheetViewsXml(layout)}<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

/** The view: the header row frozen, and the first column too when it names the rows. */
function sheetViewsXml(layout: SheetLayout): string {
  const rows = layout.freezeHeader ? (layout.headerRow ?? 1) : 0;
  const columns = layout.freezeFirstColumn ? 1 : 0;
  if (!rows && !columns) return '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const topLeft = `${columns ? 'B' : 'A'}${rows + 1}`;
  const pane = rows && columns ? 'bottomRight' : rows ? 'bottomLeft' : 'topRight';
  const splits = `${columns ? ' xSplit="1"' : ''}${rows ? ` ySplit="${rows}"` : ''}`;
  return (
    `<sheetViews><sheetView workbookViewId="0"><pane${splits} topLeftCell="${topLeft}" activePane="${pane}" state="frozen"/>` +
    `<selection pane="${pane}" activeCell="${topLeft}" sqref="${topLeft}"/></sheetView></sheetViews>`
  );
}

/** Points of a line of Calibri 11, as Excel's default row height. */
const LINE_HEIGHT = 15;

/**
 * How many lines a text takes wrapped into a column `width` characters wide: its words moved to the
 * next line as a spreadsheet moves them (a word longer than the column takes a line of its own).
 */
export function wrappedLines(text: string, width: number): number {
  // The column's margin (fitWidths' 2) is padding, not room for letters.
  const room = Math.max(1, width - 2);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (used === 0) used = word.length;
    else if (used + 1 + word.length <= room) used += 1 + word.length;
    else {
      lines += 1;
      used = word.length;
    }
  }
  return lines;
}

/**
 * The header row, bold; a report's wraps its words within the column, its height that of the
 * header taking most lines (LibreOffice and a printout otherwise keep one line and cut the rest).
 */
export function headerRowXml(
  header: readonly string[],
  options: {
    readonly wrap?: boolean;
    /** The columns' widths, for a wrapped header's height. */
    readonly widths?: readonly number[];
    /** 1-based; default 1. */
    readonly row?: number;
  } = {},
): string {
  const style = options.wrap ? STYLE.wrappedHeader : STYLE.header;
  const cells = header.map((h) => textCellXml(null, h, style)).join('');
  const { widths } = options;
  const lines =
    options.wrap && widths
      ? Math.max(1, ...header.map((h, i) => wrappedLines(h, widths[i] ?? 0)))
      : 1;
  const height = lines > 1 ? ` ht="${lines * LINE_HEIGHT}" customHeight="1"` : '';
  return `<row r="${options.row ?? 1}"${height}>${cells}</row>`;
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

/** The footer's page number in English; a report in another language gives its own (sheetEnd). */
const PAGE_OF = 'Page &P of &N';

/**
 * How a sheet prints: landscape, one page wide and as many pages long as it takes, with grid lines,
 * and its name and `pageOf` (with the page fields &P and &N) at the foot. The rows and columns
 * repeated on every page are the workbook's (package-parts.ts, print titles).
 */
function printSetupXml(pageOf: string): string {
  // A lone & in the footer would start a field: the page words' own are doubled.
  const page = pageOf.replace(/&(?![PN])/g, '&&');
  return (
    '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
    `<headerFooter><oddFooter>${xmlText(`&L&A&R${page}`)}</oddFooter></headerFooter>`
  );
}

/** Everything after the last row: the header's filters over the rows written, and colour scales. */
export function sheetEnd(
  options: {
    readonly filterRange?: string;
    readonly colourScales?: readonly ColourScale[];
    /** Set up to print (see printSetupXml). */
    readonly print?: boolean;
    /** The footer's page number, &P of &N, in the workbook's language; default English. */
    readonly pageOf?: string;
  } = {},
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
  const gridLines = options.print ? '<printOptions gridLines="1"/>' : '';
  return (
    `</sheetData>${filter}${scales}${gridLines}` +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    `${options.print ? printSetupXml(options.pageOf ?? PAGE_OF) : ''}</worksheet>`
  );
}

/** The range a header (on `headerRow`, default 1) of `columns` columns and `dataRows` rows covers, e.g. A1:L101. */
export function tableRange(columns: number, dataRows: number, headerRow = 1): string {
  return `A${headerRow}:${columnName(Math.max(0, columns - 1))}${headerRow + dataRows}`;
}
