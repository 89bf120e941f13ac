/** A local day in text as a language writes it, from its ISO `YYYY-MM-DD`. */

/**
 * "01.02.2026" (separator "."), "01/02/2026" ("/"): day, month, year; any other text (an expanded
 * ISO year) is left as it is.
 */
export function dayMonthYear(iso: string, separator: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}${separator}${m[2]}${separator}${m[1]}` : iso;
}
