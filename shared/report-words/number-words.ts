/**
 * Numbers inside a language's texts ("1.234 Buchungen, 3,5 Stunden"): grouped counts, tenths, a
 * percentage band, and which plural form a number takes (Intl.PluralRules: French says "1,5 heure",
 * English "1.0 hours").
 */

/** A language's ways with numbers in text. */
export interface NumberWords {
  readonly count: (n: number) => string;
  readonly tenths: (x: number) => string;
  /** Whether `n` (a whole number) takes the singular. */
  readonly isOne: (n: number) => boolean;
  /** Whether `x`, written to a tenth, takes the singular. */
  readonly isOneTenth: (x: number) => boolean;
  /** A ratio as a percentage to at most a tenth, without the sign: 0.625 → "62.5". */
  readonly percent: (ratio: number) => string;
}

/** The number words of a BCP 47 locale, e.g. de-DE. */
export function numberWords(locale: string): NumberWords {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const tenthOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
  const tenths = new Intl.NumberFormat(locale, tenthOptions);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  const plural = new Intl.PluralRules(locale);
  const pluralTenths = new Intl.PluralRules(locale, tenthOptions);
  return {
    count: (n) => count.format(n),
    tenths: (x) => tenths.format(x),
    isOne: (n) => plural.select(n) === 'one',
    isOneTenth: (x) => pluralTenths.select(x) === 'one',
    // Rounded first, as the English band text is (62.55 → 62.6 in every language).
    percent: (ratio) => percent.format(Math.round(ratio * 1000) / 10),
  };
}
