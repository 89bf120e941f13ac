/**
 * Formula-injection defence per OWASP ("CSV Injection"): a spreadsheet treats a cell starting with
 * =, +, -, @, tab, CR or LF as a formula (or strips the whitespace and then does), so such cells get
 * a leading single quote, which spreadsheets show as text and hide.
 */

const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

/** True when a spreadsheet could read the cell as a formula. */
export function looksLikeFormula(cell: string): boolean {
  return cell.length > 0 && TRIGGERS.has(cell.charAt(0));
}

/** The cell, with a leading single quote when it could be read as a formula. */
export function neutraliseFormula(cell: string): string {
  return looksLikeFormula(cell) ? `'${cell}` : cell;
}
