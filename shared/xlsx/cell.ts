/** One cell of a worksheet, typed as Excel shows it, and its XML. */
import { assertNever } from '../assert-never';
import type { CellTally } from '../export/cell-tally';
import { fitCellText } from './cell-text';
import { excelSerial, hasExcelSerial, wallTimeText } from './excel-dates';
import { boldStyle, STYLE } from './styles';
import { textElement } from './xml';

/**
 * A cell's value. `signed` shows a change: +12, −3, 0. `date-time` holds the wall-clock time to show as epoch milliseconds read as UTC
 * (a local time is shifted by its offset first): Excel's dates have no zone. One outside Excel's
 * dates (excel-dates.ts) is written as ISO-like text.
 */
export type XlsxCell =
  | {
      readonly kind: 'text';
      readonly value: string;
      /** The text repeats across rows (a location, a bay): it goes in the shared string table. */
      readonly repeats?: boolean;
      /** Shaded as a day's status (only 'closed' for text). */
      readonly tone?: CellTone;
    }
  | {
      readonly kind: 'integer';
      readonly value: number;
      readonly signed?: boolean;
      /** Shaded as a day's status. */
      readonly tone?: CellTone;
    }
  | { readonly kind: 'decimal'; readonly value: number }
  /** One decimal place with thousands separators: hours in a report. */
  | { readonly kind: 'tenths'; readonly value: number; readonly signed?: boolean }
  | { readonly kind: 'percent'; readonly value: number; readonly signed?: boolean }
  /** A change of a share in percentage points (0.1 for 10.0% → 10.1%), always signed: +0.1 pts. */
  | { readonly kind: 'points'; readonly value: number }
  | { readonly kind: 'date-time'; readonly wallMs: number }
  | { readonly kind: 'date'; readonly wallMs: number }
  | null;

/** A day's status a cell is shaded by: the Weeks ahead grid's full, near full and closed days. */
export type CellTone = 'full' | 'near full' | 'closed';

const TONE_STYLE: Readonly<Record<CellTone, number>> = {
  full: STYLE.fullCount,
  'near full': STYLE.nearFullCount,
  closed: STYLE.closedText,
};

/** The shared string table a row's repeating texts go to, when the sheet has one. */
export interface StringTable {
  /**
   * The index of the text as a cell holds it (fitCellText), or -1 to write it inline; `tally`
   * counts the cut and the replaced characters of this use.
   */
  indexOf(text: string, tally?: CellTally): number;
}

/** Where the cells of a row go besides their XML: repeating texts, and what writing them changed. */
export interface CellContext {
  readonly strings?: StringTable;
  readonly tally?: CellTally;
  /** The row is a report's totals: every cell bold. */
  readonly bold?: boolean;
}

/** ` r="B2"`, or nothing: a cell without a reference is the one after the cell before it. */
const refAttribute = (ref: string | null): string => (ref === null ? '' : ` r="${ref}"`);

/**
 * A text cell: inline, so its content is never read as a formula, whatever it starts with; cut at
 * Excel's limit. `ref` is null where the cell follows the row's previous one; `tally` counts a cut
 * and the replaced characters.
 */
export function textCellXml(
  ref: string | null,
  text: string,
  style = 0,
  tally?: CellTally,
): string {
  const s = style ? ` s="${style}"` : '';
  const element = textElement(fitCellText(text, tally), tally);
  return `<c${refAttribute(ref)}${s} t="inlineStr"><is>${element}</is></c>`;
}

/** A number cell with a style (0 for General); nothing for a value that is not finite. */
export function numberCellXml(ref: string | null, value: number, style = 0): string {
  if (!Number.isFinite(value)) return '';
  return style
    ? `<c${refAttribute(ref)} s="${style}"><v>${value}</v></c>`
    : `<c${refAttribute(ref)}><v>${value}</v></c>`;
}

/** Whether a cell writes nothing (so the next one needs its reference). */
export function isEmptyCell(cell: XlsxCell): boolean {
  if (cell === null) return true;
  if (cell.kind === 'text') return cell.value === '';
  if (cell.kind === 'date-time' || cell.kind === 'date') return !Number.isFinite(cell.wallMs);
  return !Number.isFinite(cell.value);
}

/**
 * A date or date-time cell: a serial day, or text where Excel has no serial; `style` makes either
 * bold in a totals row.
 */
function wallTimeCellXml(
  ref: string | null,
  wallMs: number,
  withTime: boolean,
  style: (s: number) => number,
  tally?: CellTally,
): string {
  if (!Number.isFinite(wallMs)) return '';
  return hasExcelSerial(wallMs)
    ? numberCellXml(ref, excelSerial(wallMs), style(withTime ? STYLE.dateTime : STYLE.date))
    : textCellXml(ref, wallTimeText(wallMs, withTime), style(STYLE.general), tally);
}

/**
 * The XML of one cell; an empty cell writes nothing. `ref` is null where it may be left out;
 * repeating texts go to the context's `strings` when given, and its `tally` counts what changed.
 */
export function cellXml(ref: string | null, cell: XlsxCell, context?: CellContext): string {
  if (cell === null) return '';
  const strings = context?.strings;
  const tally = context?.tally;
  const style = context?.bold ? boldStyle : (s: number) => s;
  switch (cell.kind) {
    case 'text': {
      if (cell.value === '') return '';
      if (cell.tone) return textCellXml(ref, cell.value, TONE_STYLE[cell.tone], tally);
      const index = cell.repeats && strings ? strings.indexOf(cell.value, tally) : -1;
      const bold = style(STYLE.general) ? ` s="${style(STYLE.general)}"` : '';
      return index >= 0
        ? `<c${refAttribute(ref)}${bold} t="s"><v>${index}</v></c>`
        : textCellXml(ref, cell.value, style(STYLE.general), tally);
    }
    case 'integer':
      return numberCellXml(
        ref,
        cell.value,
        cell.tone
          ? TONE_STYLE[cell.tone]
          : style(cell.signed ? STYLE.signedInteger : STYLE.integer),
      );
    case 'decimal':
      return numberCellXml(ref, cell.value, style(STYLE.decimal));
    case 'tenths':
      return numberCellXml(ref, cell.value, style(cell.signed ? STYLE.signedTenths : STYLE.tenths));
    case 'percent':
      return numberCellXml(
        ref,
        cell.value,
        style(cell.signed ? STYLE.signedPercent : STYLE.percent),
      );
    case 'points':
      return numberCellXml(ref, cell.value, style(STYLE.signedPoints));
    case 'date-time':
      return wallTimeCellXml(ref, cell.wallMs, true, style, tally);
    case 'date':
      return wallTimeCellXml(ref, cell.wallMs, false, style, tally);
    default:
      return assertNever(cell, 'cell');
  }
}

/** The length of a number shown with thousands separators and `places` decimals. */
function withSeparators(value: number, places: number): number {
  const digits = Math.abs(value).toFixed(places).length;
  const whole = digits - (places ? places + 1 : 0);
  return digits + Math.floor((whole - 1) / 3) + (value < 0 ? 1 : 0);
}

/** How many characters a cell shows, for fitting column widths. */
export function shownLength(cell: XlsxCell): number {
  if (cell === null) return 0;
  switch (cell.kind) {
    case 'text':
      return cell.value.length;
    case 'integer':
      return withSeparators(cell.value, 0) + (cell.signed ? 1 : 0);
    case 'decimal':
      return cell.value.toFixed(2).length;
    case 'tenths':
      return withSeparators(cell.value, 1) + (cell.signed ? 1 : 0);
    case 'percent':
      return (cell.value * 100).toFixed(1).length + 1 + (cell.signed ? 1 : 0);
    case 'points':
      // The sign, and the unit's word (up to 4 characters) after a space.
      return cell.value.toFixed(1).length + 1 + 5;
    case 'date-time':
      return 19;
    case 'date':
      return 10;
    default:
      return assertNever(cell, 'cell');
  }
}
