/** Text as SpreadsheetML holds it: escaped, and with no character XML 1.0 forbids. */

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

/** Escapes text for an element or attribute, replacing what XML cannot hold with U+FFFD. */
export function xmlText(text: string): string {
  const clean = HAS_NOT_XML.test(text) ? text.replace(ALL_NOT_XML, '\ufffd') : text;
  return HAS_SPECIAL.test(clean) ? clean.replace(ALL_SPECIAL, (c) => ENTITY[c] ?? c) : clean;
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

/** A `<t>` element holding the text, keeping its white space where XML would drop it. */
export function textElement(text: string): string {
  return NEEDS_PRESERVE.test(text)
    ? `<t xml:space="preserve">${xmlText(text)}</t>`
    : `<t>${xmlText(text)}</t>`;
}
