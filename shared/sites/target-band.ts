/**
 * A site's target: the band of utilisation (of open time) its manager aims for, e.g. 60–85%. A site
 * below it has bays to spare; above it, too few. Kept with the site's settings.
 */

/** The utilisation band aimed for, as ratios: 0 ≤ low < high ≤ 1. */
export interface TargetBand {
  readonly low: number;
  readonly high: number;
}

/** Where a utilisation lies against its target band. */
export type TargetStatus = 'below' | 'within' | 'above';

/**
 * The status of a utilisation against a band (inclusive at both ends: 60% is within 60–85%); null
 * without a band or without a utilisation (no open time).
 */
export function targetStatus(
  utilisation: number | null,
  band: TargetBand | null | undefined,
): TargetStatus | null {
  if (utilisation === null || !band) return null;
  if (utilisation < band.low) return 'below';
  if (utilisation > band.high) return 'above';
  return 'within';
}

/** "60–85%": a band in whole (or decimal) percentages, as typed and as shown. */
export function bandText(band: TargetBand): string {
  const percent = (ratio: number) => String(Math.round(ratio * 1000) / 10);
  return `${percent(band.low)}–${percent(band.high)}%`;
}

/** The status said in words, with its band: "below the target of 60–85%". */
export function targetStatusWords(status: TargetStatus, band: TargetBand): string {
  switch (status) {
    case 'below':
      return `below the target of ${bandText(band)}`;
    case 'within':
      return `within the target of ${bandText(band)}`;
    case 'above':
      return `above the target of ${bandText(band)}`;
  }
}

/** Why a typed band cannot be read, or the band. */
export type ReadBand = { readonly band: TargetBand } | { readonly problem: string };

const BAND = /^\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*[-–]\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*$/;

/** Reads "60-85", "60–85%" or "60% - 85%" as a band of percentages. */
export function readTargetBand(text: string): ReadBand {
  const match = BAND.exec(text);
  if (!match)
    return { problem: `Give the target as two percentages, e.g. 60-85, not "${text.trim()}".` };
  const low = Number(match[1]);
  const high = Number(match[2]);
  if (high > 100) return { problem: 'A target ends at 100% at most.' };
  if (low >= high) return { problem: 'A target’s first percentage must be below its second.' };
  return { band: { low: low / 100, high: high / 100 } };
}
