/** Text as SpreadsheetML holds it: escaped, and with no character XML 1.0 forbids. */
import type { CellTally } from '../export/cell-tally';

// C0 controls other than tab, line feed and carriage return, U+FFFE/U+FFFF and lone surrogates
// cannot appear in an XML document at all: Excel refuses the whole file. They become U+FFFD.
const NOT_XML_SOURCE =
  '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const HAS_NOT_XML = new RegExp(NOT_XML_SOURCE);
const ALL_NOT_XML = new RegExp(NOT_XML_SOURCE, 'g');
const HAS_SPECIAL = /[&<>"]/;
const ALL_SPECIAL = /[&<>"]/g;
const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** How many characters of the text XML cannot hold, each written as U+FFFD. */
export function notXmlCount(text: string): number {
  return HAS_NOT_XML.test(text) ? (text.match(ALL_NOT_XML)?.length ?? 0) : 0;
}

/**
 * Escapes text for an element or attribute, replacing what XML cannot hold with U+FFFD; `tally`
 * counts the replaced characters.
 */
export function xmlText(text: string, tally?: CellTally): string {
  let clean = text;
  if (HAS_NOT_XML.test(text)) {
    let replaced = 0;
    clean = text.replace(ALL_NOT_XML, () => {
      replaced += 1;
      return '\ufffd';
    });
    if (tally) tally.charactersReplaced += replaced;
  }
  return HAS_SPECIAL.test(clean) ? clean.replace(ALL_SPECIAL, (c) => ENTITY[c] ?? c) : clean;
}

// SpreadsheetML reads `_xHHHH_` in a text as the character U+HHHH (ECMA-376 Part 1, ST_Xstring), so a
// literal one would come back as another character (`_x0007_` as BEL, one XML forbids): its underscore
// is written as `_x005F_`, as Excel does (`_X…_` too: readers differ on the case of the x). A carriage return is written as `_x000D_`, since XML readers
// turn a raw one, and CR LF, into a line feed.
const HAS_OOXML_ESCAPE = /_[xX][0-9A-Fa-f]{4}_|\r/;
const ALL_OOXML_ESCAPES = /_(?=[xX][0-9A-Fa-f]{4}_)|\r/g;

/** The text with what SpreadsheetML would read as an escape, and carriage returns, escaped. */
export function ooxmlText(text: string): string {
  return HAS_OOXML_ESCAPE.test(text)
    ? text.replace(ALL_OOXML_ESCAPES, (c) => (c === '\r' ? '_x000D_' : '_x005F_'))
    : text;
}

/** The column's letters for a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// XML drops leading, trailing and repeated white space unless told to keep it.
const NEEDS_PRESERVE = /^\s|\s$|\s\s|[\t\n\r]/;

/**
 * A `<t>` element holding the text as a reader will show it: white space kept where XML would drop
 * it, escapes and carriage returns as ooxmlText writes them; `tally` counts replaced characters.
 */
export function textElement(text: string, tally?: CellTally): string {
  const escaped = xmlText(ooxmlText(text), tally);
  return NEEDS_PRESERVE.test(text) ? `<t xml:space="preserve">${escaped}</t>` : `<t>${escaped}</t>`;
}
