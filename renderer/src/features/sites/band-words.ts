/**
 * A target band as the locale writes percentages: "60–85%" in English, "60–85 %" in German and
 * French (shared/sites/target-band.ts's bandText stays the command line's). Pure.
 */
import type { TargetBand } from '#shared/sites/target-band';

interface BandFormat {
  readonly number: Intl.NumberFormat;
  readonly percent: Intl.NumberFormat;
}

const formats = new Map<string, BandFormat>();

function bandFormat(locale: string): BandFormat {
  let format = formats.get(locale);
  if (!format) {
    // Whole or one-decimal percentages, as they are typed and kept.
    const digits = { maximumFractionDigits: 1 };
    format = {
      number: new Intl.NumberFormat(locale, digits),
      percent: new Intl.NumberFormat(locale, { ...digits, style: 'percent' }),
    };
    formats.set(locale, format);
  }
  return format;
}

/** "60–85%": the low end as a number, the high end with the locale's percent sign. */
export function bandWords(locale: string, band: TargetBand): string {
  const { number, percent } = bandFormat(locale);
  return `${number.format(Math.round(band.low * 1000) / 10)}–${percent.format(band.high)}`;
}
