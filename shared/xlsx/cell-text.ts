/** A text as a cell can hold it: Excel shows at most 32,767 characters, and repairs a longer cell. */
import type { CellTally } from '../export/cell-tally';

/** Excel's limit on a cell's text, in UTF-16 code units. */
export const EXCEL_CELL_CHARS = 32_767;

/** Ends a text cut at the limit, within it, so the cut shows. */
export const CUT_MARK = '…';

/**
 * The text cut to Excel's limit with CUT_MARK at its end (never between the two halves of a
 * surrogate pair), or the text itself when it fits; `tally` counts the cut.
 */
export function fitCellText(text: string, tally?: CellTally): string {
  if (text.length <= EXCEL_CELL_CHARS) return text;
  if (tally) tally.cellsCut += 1;
  let end = EXCEL_CELL_CHARS - CUT_MARK.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + CUT_MARK;
}
