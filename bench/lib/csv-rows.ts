/** Counting the data rows of a CSV file the export wrote, without a CSV parser. */
import { readFile } from 'node:fs/promises';

/** Data rows in CSV text: line feeds outside quoted fields, less the header. */
export function countCsvRows(text: string): number {
  let rows = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) rows++;
  }
  return Math.max(0, rows - 1);
}

/** Data rows of a CSV file. */
export async function countCsvFileRows(path: string): Promise<number> {
  return countCsvRows(await readFile(path, 'utf8'));
}
