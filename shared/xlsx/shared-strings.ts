/**
 * The workbook's shared string table, for texts that repeat row after row (location, bay, tag,
 * zone): a cell then holds the text's index, not the text, and a large export is a quarter smaller.
 */
import { textElement } from './xml';

/** Texts by first use; past `limit` distinct texts, new ones are left inline. */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly texts: string[] = [];
  private uses = 0;

  constructor(private readonly limit = 65_536) {}

  /** The text's index in the table, adding it; -1 when the table is full and the text is new. */
  indexOf(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      if (this.texts.length >= this.limit) return -1;
      index = this.texts.length;
      this.texts.push(text);
      this.indexes.set(text, index);
    }
    this.uses += 1;
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
