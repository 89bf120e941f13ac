/**
 * What the writers changed in the cells they wrote, counted as they write them, so that an export can
 * say it rather than leave a reader to find a cut name or a U+FFFD by chance.
 */

/** Counts that grow while a file is written. */
export interface CellTally {
  /** Texts cut at Excel's limit of 32,767 characters a cell (workbooks only). */
  cellsCut: number;
  /** Characters the file cannot hold (control characters XML forbids, lone surrogates), written as U+FFFD. */
  charactersReplaced: number;
}

/** A tally at zero. */
export function createCellTally(): CellTally {
  return { cellsCut: 0, charactersReplaced: 0 };
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** How many lone surrogates the text holds: UTF-8 cannot encode them, so each is written as U+FFFD. */
export function loneSurrogateCount(text: string): number {
  return text.match(LONE_SURROGATE)?.length ?? 0;
}
