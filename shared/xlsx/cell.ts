/** One cell of a worksheet, typed as Excel shows it, and its XML. */
import { assertNever } from '../assert-never';
import { STYLE } from './styles';
import { xmlText } from './xml';

/**
 * A cell's value. `date-time` holds the wall-clock time to show as epoch milliseconds read as UTC
 * (a local time is shifted by its offset first): Excel's dates have no zone.
 */
export type XlsxCell =
  | { readonly kind: 'text'; readonly value: string }
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

/** A text cell: inline, so its content is never read as a formula, whatever it starts with. */
export function textCellXml(ref: string, text: string, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** A number cell with a style (0 for General). */
export function numberCellXml(ref: string, value: number, style = 0): string {
  if (!Number.isFinite(value)) return '';
  return style
    ? `<c r="${ref}" s="${style}"><v>${value}</v></c>`
    : `<c r="${ref}"><v>${value}</v></c>`;
}

/** The XML of one cell; an empty cell writes nothing. */
export function cellXml(ref: string, cell: XlsxCell): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return cell.value === '' ? '' : textCellXml(ref, cell.value);
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
