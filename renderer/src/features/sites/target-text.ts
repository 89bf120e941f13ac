/**
 * A site's utilisation against its target in words, short for a table cell ("Below 60–85%") and in
 * full for a screen reader and a tooltip ("Utilisation 42.0% is below the target of 60–85%"). Pure.
 */
import {
  bandText,
  targetStatus,
  targetStatusWords,
  type TargetBand,
  type TargetStatus,
} from '#shared/sites/target-band';

/** What is shown of a utilisation against a band. */
export interface TargetShown {
  /** Null when there is no utilisation to place (no bays, or no open time). */
  readonly status: TargetStatus | null;
  /** "Below 60–85%", or "Target 60–85%" without a utilisation. */
  readonly short: string;
  /** "Below the target of 60–85%", for a line under a figure. */
  readonly line: string;
  /** The whole sentence, with the utilisation. */
  readonly words: string;
}

const SHORT: Readonly<Record<TargetStatus, string>> = {
  below: 'Below',
  within: 'Within',
  above: 'Above',
};

/** The utilisation (a ratio, null for none) against `band`, `percent` writing the utilisation. */
export function targetShown(
  utilisation: number | null,
  band: TargetBand,
  percent: (ratio: number) => string,
): TargetShown {
  const status = targetStatus(utilisation, band);
  if (status === null || utilisation === null)
    return {
      status: null,
      short: `Target ${bandText(band)}`,
      line: `Target ${bandText(band)}`,
      words: `No utilisation to compare with the target of ${bandText(band)}: no bays or no open time.`,
    };
  const words = targetStatusWords(status, band);
  return {
    status,
    short: `${SHORT[status]} ${bandText(band)}`,
    line: words.charAt(0).toUpperCase() + words.slice(1),
    words: `Utilisation ${percent(utilisation)} is ${words}`,
  };
}
