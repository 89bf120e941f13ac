/** One cell of a worksheet, typed as Excel shows it, and its XML. */
import { assertNever } from '../assert-never';
import { STYLE } from './styles';
import { textElement } from './xml';

/**
 * A cell's value. `date-time` holds the wall-clock time to show as epoch milliseconds read as UTC
 * (a local time is shifted by its offset first): Excel's dates have no zone.
 */
export type XlsxCell =
  | {
      readonly kind: 'text';
      readonly value: string;
      /** The text repeats across rows (a location, a bay): it goes in the shared string table. */
      readonly repeats?: boolean;
    }
  | { readonly kind: 'integer'; readonly value: number }
  | { readonly kind: 'decimal'; readonly value: number }
  | { readonly kind: 'percent'; readonly value: number }
  | { readonly kind: 'date-time'; readonly wallMs: number }
  | { readonly kind: 'date'; readonly wallMs: number }
  | null;

const DAY_MS = 86_400_000;
/** 1970-01-01 in Excel's 1900 date system. */
const EPOCH_SERIAL = 25_569;

/** Excel's serial day number of a wall-clock time given as UTC milliseconds. */
export function excelSerial(wallMs: number): number {
  return wallMs / DAY_MS + EPOCH_SERIAL;
}

/** The shared string table a row's repeating texts go to, when the sheet has one. */
export interface StringTable {
  /** The text's index, or -1 to write it inline. */
  indexOf(text: string): number;
}

/** ` r="B2"`, or nothing: a cell without a reference is the one after the cell before it. */
const refAttribute = (ref: string | null): string => (ref === null ? '' : ` r="${ref}"`);

/**
 * A text cell: inline, so its content is never read as a formula, whatever it starts with. `ref`
 * is null where the cell follows the row's previous one.
 */
export function textCellXml(ref: string | null, text: string, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  return `<c${refAttribute(ref)}${s} t="inlineStr"><is>${textElement(text)}</is></c>`;
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
 * The XML of one cell; an empty cell writes nothing. `ref` is null where it may be left out;
 * repeating texts go to `strings` when given.
 */
export function cellXml(ref: string | null, cell: XlsxCell, strings?: StringTable): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text': {
      if (cell.value === '') return '';
      const index = cell.repeats && strings ? strings.indexOf(cell.value) : -1;
      return index >= 0
        ? `<c${refAttribute(ref)} t="s"><v>${index}</v></c>`
        : textCellXml(ref, cell.value);
    }
    case 'integer':
      return numberCellXml(ref, cell.value, STYLE.integer);
    case 'decimal':
      return numberCellXml(ref, cell.value, STYLE.decimal);
    case 'percent':
      return numberCellXml(ref, cell.value, STYLE.percent);
    case 'date-time':
      return numberCellXml(ref, excelSerial(cell.wallMs), STYLE.dateTime);
    case 'date':
      return numberCellXml(ref, excelSerial(cell.wallMs), STYLE.date);
    default:
      return assertNever(cell, 'cell');
  }
}

/** How many characters a cell shows, for fitting column widths. */
export function shownLength(cell: XlsxCell): number {
  if (cell === null) return 0;
  switch (cell.kind) {
    case 'text':
      return cell.value.length;
    case 'integer':
      return String(cell.value).length;
    case 'decimal':
      return cell.value.toFixed(2).length;
    case 'percent':
      return (cell.value * 100).toFixed(1).length + 1;
    case 'date-time':
      return 19;
    case 'date':
      return 10;
    default:
      return assertNever(cell, 'cell');
  }
}
