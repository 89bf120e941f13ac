/** The parts of an .xlsx package besides its worksheets: content types, relations, the workbook. */
import { xmlText } from './xml';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** One worksheet as the workbook lists it. */
export interface SheetEntry {
  readonly name: string;
  /** The header's filter range (e.g. A1:L101), or null for a sheet without filters. */
  readonly filterRange: string | null;
  /**
   * Printed: the header row (`row`, default 1) on every page, and the first column too when it
   * names the rows.
   */
  readonly printTitles?: { readonly firstColumn: boolean; readonly row?: number };
  /** What is printed of the sheet (e.g. A1:G3), when not all of it. */
  readonly printArea?: string;
}

/** Where the n-th worksheet (1-based) lives in the package. */
export function sheetPath(n: number): string {
  return `xl/worksheets/sheet${n}.xml`;
}

/** Where the shared string table lives. */
export const SHARED_STRINGS_PATH = 'xl/sharedStrings.xml';

/** [Content_Types].xml for `sheets` worksheets, and the shared string table when there is one. */
export function contentTypesXml(sheets: number, sharedStrings = false): string {
  let overrides = '';
  for (let n = 1; n <= sheets; n++)
    overrides += `<Override PartName="/${sheetPath(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  return (
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    (sharedStrings
      ? `<Override PartName="/${SHARED_STRINGS_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`
      : '') +
    `${overrides}</Types>`
  );
}

/** _rels/.rels: the package's one document, the workbook. */
export const ROOT_RELS_XML =
  `${XML}<Relationships xmlns="${RELS}">` +
  `<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

/** xl/_rels/workbook.xml.rels: each worksheet, then the styles and the shared strings. */
export function workbookRelsXml(sheets: number, sharedStrings = false): string {
  let rels = '';
  for (let n = 1; n <= sheets; n++)
    rels += `<Relationship Id="rId${n}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${n}.xml"/>`;
  rels += `<Relationship Id="rId${sheets + 1}" Type="${DOC_RELS}/styles" Target="styles.xml"/>`;
  if (sharedStrings)
    rels += `<Relationship Id="rId${sheets + 2}" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>`;
  return `${XML}<Relationships xmlns="${RELS}">${rels}</Relationships>`;
}

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\ . */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (cleaned || 'Sheet').slice(0, 31);
}

/** A sheet's name as a formula quotes it: 'By location'. */
const quotedName = (name: string): string => `'${name.replace(/'/g, "''")}'`;

/** The hidden name Excel keeps a sheet's filter range under. */
function filterName(sheet: SheetEntry, index: number): string {
  if (!sheet.filterRange) return '';
  const [from = 'A1', to = 'A1'] = sheet.filterRange.split(':');
  const absolute = (ref: string) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const range = `${quotedName(sheet.name)}!${absolute(from)}:${absolute(to)}`;
  return `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${xmlText(range)}</definedName>`;
}

/** The rows and columns printed on every page: Excel's and LibreOffice's Print_Titles. */
function printTitlesName(sheet: SheetEntry, index: number): string {
  if (!sheet.printTitles) return '';
  const quoted = quotedName(sheet.name);
  const row = sheet.printTitles.row ?? 1;
  const titles = sheet.printTitles.firstColumn
    ? `${quoted}!$A:$A,${quoted}!$${row}:$${row}`
    : `${quoted}!$${row}:$${row}`;
  return `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${xmlText(titles)}</definedName>`;
}

/** The part of the sheet printed, when not all of it: Excel's and LibreOffice's Print_Area. */
function printAreaName(sheet: SheetEntry, index: number): string {
  if (!sheet.printArea) return '';
  const absolute = sheet.printArea.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  const area = `${quotedName(sheet.name)}!${absolute}`;
  return `<definedName name="_xlnm.Print_Area" localSheetId="${index}">${xmlText(area)}</definedName>`;
}

/** xl/workbook.xml: the sheets in order, each filter's hidden defined name, print titles and area. */
export function workbookXml(sheets: readonly SheetEntry[]): string {
  const list = sheets
    .map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const names = sheets
    .map((s, i) => filterName(s, i) + printTitlesName(s, i) + printAreaName(s, i))
    .join('');
  return (
    `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${DOC_RELS}">` +
    `<bookViews><workbookView/></bookViews><sheets>${list}</sheets>` +
    `${names ? `<definedNames>${names}</definedNames>` : ''}</workbook>`
  );
}
