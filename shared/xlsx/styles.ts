/**
 * The workbook's few cell formats: one styles.xml for every file we write. Each style has a bold
 * twin (its id + BOLD_OFFSET) for a report's totals row.
 */

import { xmlText } from './xml';

/** Style ids, as `s` attributes of cells (indexes into cellXfs below). */
export const STYLE = {
  general: 0,
  header: 1,
  dateTime: 2,
  date: 3,
  percent: 4,
  decimal: 5,
  integer: 6,
  tenths: 7,
  signedInteger: 8,
  signedTenths: 9,
  signedPercent: 10,
  /** A report's header: bold, wrapped within its column, at the cell's foot. */
  wrappedHeader: 11,
  /** A change of a share in percentage points, the value in points: +0.1 pts. */
  signedPoints: 12,
  /** A count on a day expected full: bold on red. */
  fullCount: 13,
  /** A count on a day expected near full: on amber. */
  nearFullCount: 14,
  /** A day the site is closed: on grey. */
  closedText: 15,
} as const;

/** A style's id. */
export type StyleId = (typeof STYLE)[keyof typeof STYLE];

/** The styles above, each with its number format and font (1: bold); in STYLE's order. */
const XFS: readonly {
  readonly numFmtId: number;
  readonly bold: boolean;
  readonly wrap?: true;
  /** An index into the fills of STYLES_REST. */
  readonly fill?: number;
}[] = [
  { numFmtId: 0, bold: false },
  { numFmtId: 0, bold: true },
  { numFmtId: 164, bold: false },
  { numFmtId: 165, bold: false },
  { numFmtId: 166, bold: false },
  { numFmtId: 2, bold: false },
  // Excel's built-in #,##0: thousands separators in the reader's own convention.
  { numFmtId: 3, bold: false },
  { numFmtId: 167, bold: false },
  { numFmtId: 168, bold: false },
  { numFmtId: 169, bold: false },
  { numFmtId: 170, bold: false },
  { numFmtId: 0, bold: true, wrap: true },
  { numFmtId: 171, bold: false },
  { numFmtId: 3, bold: true, fill: 2 },
  { numFmtId: 3, bold: false, fill: 3 },
  { numFmtId: 0, bold: false, fill: 4 },
];

/** How far a style's bold twin is from it. */
const BOLD_OFFSET = XFS.length;

/** The bold twin of a style, for a totals row. */
export function boldStyle(style: number): number {
  return style < BOLD_OFFSET ? style + BOLD_OFFSET : style;
}

/** The change in points' format: the unit a quoted literal, so the value stays a number. */
function pointsFormat(unit: string): string {
  const quoted = `" ${unit.replace(/"/g, '')}"`;
  return `+0.0${quoted};-0.0${quoted};0.0${quoted}`;
}

const numberFormats = (pointsUnit: string): readonly (readonly [number, string])[] => [
  [164, 'yyyy\\-mm\\-dd hh:mm:ss'],
  [165, 'yyyy\\-mm\\-dd'],
  [166, '0.0%'],
  [167, '#,##0.0'],
  [168, '+#,##0;-#,##0;0'],
  [169, '+#,##0.0;-#,##0.0;0.0'],
  [170, '+0.0%;-0.0%;0.0%'],
  [171, pointsFormat(pointsUnit)],
];

function xfXml(xf: (typeof XFS)[number], bold: boolean): string {
  const font = bold || xf.bold ? 1 : 0;
  const attributes =
    `numFmtId="${xf.numFmtId}" fontId="${font}" fillId="${xf.fill ?? 0}" borderId="0" xfId="0"` +
    (xf.numFmtId ? ' applyNumberFormat="1"' : '') +
    (font ? ' applyFont="1"' : '') +
    (xf.fill ? ' applyFill="1"' : '');
  return xf.wrap
    ? `<xf ${attributes} applyAlignment="1"><alignment wrapText="1" vertical="bottom"/></xf>`
    : `<xf ${attributes}/>`;
}

/**
 * xl/styles.xml: bold header, yyyy-mm-dd hh:mm:ss, yyyy-mm-dd, 0.0%, 0.00, #,##0, #,##0.0, and
 * signed changes (+#,##0, +#,##0.0, +0.0%, and +0.0 in points, `pointsUnit` their unit's word in
 * the workbook's language); then each again in bold.
 */
export function stylesXml(pointsUnit = 'pts'): string {
  const formats = numberFormats(pointsUnit);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${formats.length}">` +
    formats
      .map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${xmlText(code)}"/>`)
      .join('') +
    '</numFmts>' +
    STYLES_REST
  );
}

function solidFill(rgb: string): string {
  return `<fill><patternFill patternType="solid"><fgColor rgb="FF${rgb}"/><bgColor indexed="64"/></patternFill></fill>`;
}

/** Everything of styles.xml after the number formats: the same in every language. */
const STYLES_REST =
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="5"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill>' +
  // Light red, amber and grey: a day expected full, near full, and closed.
  solidFill('FFC7CE') +
  solidFill('FFEB9C') +
  solidFill('D9D9D9') +
  '</fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${XFS.length * 2}">` +
  XFS.map((xf) => xfXml(xf, false)).join('') +
  XFS.map((xf) => xfXml(xf, true)).join('') +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The English styles.xml. */
export const STYLES_XML = stylesXml();
