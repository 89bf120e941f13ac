/**
 * The workbook's shared string table, for texts that repeat row after row (location, bay, tag,
 * zone): a cell then holds the text's index, not the text, and a large export is a quarter smaller.
 */
import type { CellTally } from '../export/cell-tally';
import { fitCellText } from './cell-text';
import { notXmlCount, textElement } from './xml';

/** Texts by first use; past `limit` distinct texts, new ones are left inline. */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly texts: string[] = [];
  /** By index: whether the text was cut, and how many of its characters XML cannot hold. */
  private readonly cut: boolean[] = [];
  private readonly replaced: number[] = [];
  private uses = 0;

  constructor(private readonly limit = 65_536) {}

  /**
   * The index in the table of the text as a cell holds it (cut at Excel's limit), adding it; -1 when
   * the table is full and the text is new. `tally` counts this use's cut and replaced characters,
   * as an inline cell's would be: each cell counts.
   */
  indexOf(text: string, tally?: CellTally): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      if (this.texts.length >= this.limit) return -1;
      index = this.texts.length;
      const fitted = fitCellText(text);
      this.texts.push(fitted);
      this.cut.push(fitted !== text);
      this.replaced.push(notXmlCount(fitted));
      this.indexes.set(text, index);
    }
    this.uses += 1;
    if (tally) {
      if (this.cut[index]) tally.cellsCut += 1;
      tally.charactersReplaced += this.replaced[index] ?? 0;
    }
    return index;
  }

  /** How many distinct texts the table holds. */
  get size(): number {
    return this.texts.length;
  }

  /** xl/sharedStrings.xml. */
  xml(): string {
    let items = '';
    for (const text of this.texts) items += `<si>${textElement(text)}</si>`;
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.uses}" uniqueCount="${this.texts.length}">` +
      `${items}</sst>`
    );
  }
}
