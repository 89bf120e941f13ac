/** A site's target band and where its utilisation lies against it, as a report writes them. */
import { assertNever } from '../assert-never';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import { type TargetBand, targetStatus, type TargetStatus } from '../sites/target-band';

/** Below, Within or Above: a Status column's word. */
export function statusWord(status: TargetStatus, words: ReportWords = ENGLISH): string {
  switch (status) {
    case 'below':
      return words.target.below;
    case 'within':
      return words.target.within;
    case 'above':
      return words.target.above;
    default:
      return assertNever(status, 'target status');
  }
}

/** The Target and Status columns' texts: "60–85%" and "Within"; empty without a band or figure. */
export function targetTexts(
  utilisation: number | null,
  band: TargetBand | null | undefined,
  words: ReportWords = ENGLISH,
): { readonly target: string; readonly status: string } {
  const status = targetStatus(utilisation, band);
  return {
    target: band ? words.target.band(band) : '',
    status: status === null ? '' : statusWord(status, words),
  };
}
