/**
 * The CSV separator Excel expects in a locale: where numbers are written with a decimal comma
 * (de-DE, fr-FR, de-AT…), Excel splits a CSV's fields at semicolons, so 1,5 stays one number; where
 * the decimal separator is a point (en-*, de-CH), at commas.
 */

/** `;` for a locale whose decimal separator is a comma, `,` otherwise (and for none or an unknown one). */
export function csvDelimiterFor(locale: string | null): ',' | ';' {
  if (locale === null) return ',';
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value === ',' ? ';' : ',';
  } catch {
    return ','; // not a locale Intl knows: the default of the C locale
  }
}
