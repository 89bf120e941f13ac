/**
 * The CSV separator Excel expects in a locale: Excel opens a CSV with the list separator of the
 * system's region, which is a semicolon wherever the decimal separator is a comma (de-DE, fr-FR,
 * de-AT…), and a comma elsewhere (en-*, de-CH). Pure.
 */
export function csvDelimiterFor(locale: string): ',' | ';' {
  let decimal: string | undefined;
  try {
    decimal = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value;
  } catch {
    decimal = undefined;
  }
  return decimal === ',' ? ';' : ',';
}
