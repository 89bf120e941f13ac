/** A site's target band and where its utilisation lies against it, as a report writes them. */
import { assertNever } from '../assert-never';
import { bandText, type TargetBand, targetStatus, type TargetStatus } from '../sites/target-band';

/** Below, Within or Above: a Status column's word. */
export function statusWord(status: TargetStatus): string {
  switch (status) {
    case 'below':
      return 'Below';
    case 'within':
      return 'Within';
    case 'above':
      return 'Above';
    default:
      return assertNever(status, 'target status');
  }
}

/** The Target and Status columns' texts: "60–85%" and "Within"; empty without a band or figure. */
export function targetTexts(
  utilisation: number | null,
  band: TargetBand | null | undefined,
): { readonly target: string; readonly status: string } {
  const status = targetStatus(utilisation, band);
  return {
    target: band ? bandText(band) : '',
    status: status === null ? '' : statusWord(status),
  };
}
