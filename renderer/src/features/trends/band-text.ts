/**
 * A target band as the interface's locale writes it: "60–85%", "60–85 %" (German), "60–85 %"
 * (French, a narrow no-break space). shared/sites/target-band's bandText is the command line's,
 * always English. Built once per locale. Pure.
 */
import type { TargetBand } from '#shared/sites/target-band';
import type { LocaleFormat } from '../../ui/locale/locale-format';

interface BandFormats {
  readonly number: Intl.NumberFormat;
  readonly percent: Intl.NumberFormat;
}

const cache = new WeakMap<LocaleFormat, BandFormats>();

/** The band's ends, in whole or decimal percentages, the percent sign written once, at the end. */
export function bandText(band: TargetBand, locale: LocaleFormat): string {
  let formats = cache.get(locale);
  if (!formats) {
    formats = {
      number: new Intl.NumberFormat(locale.locale, { maximumFractionDigits: 1 }),
      percent: new Intl.NumberFormat(locale.locale, {
        style: 'percent',
        maximumFractionDigits: 1,
      }),
    };
    cache.set(locale, formats);
  }
  // Rounded as the command line rounds them: to a tenth of a percent.
  const low = Math.round(band.low * 1000) / 10;
  const high = Math.round(band.high * 1000) / 1000;
  return `${formats.number.format(low)}–${formats.percent.format(high)}`;
}
