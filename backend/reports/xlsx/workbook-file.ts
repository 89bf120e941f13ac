/**
 * Writes an .xlsx package to a stream as it is made: worksheets are zipped while their rows arrive
 * (deflate level 1: the rows are the cost, and level 1 keeps the zipping off their path), and the
 * workbook's other parts are added at the end, once every sheet's name and size are known.
 */
import type { Writable } from 'node:stream';
import { type CellTally, createCellTally } from '#shared/export/cell-tally';
import {
  contentTypesXml,
  ROOT_RELS_XML,
  safeSheetName,
  SHARED_STRINGS_PATH,
  sheetPath,
  workbookRelsXml,
  workbookXml,
  type SheetEntry,
} from '#shared/xlsx/package-parts';
import { SharedStrings } from '#shared/xlsx/shared-strings';
import { stylesXml } from '#shared/xlsx/styles';
import { ZipWriter } from './zip-writer';

/** Text gathered before a write: one stream step per batch, not per row. */
const BATCH_CHARS = 1 << 16;

/** One worksheet being written. */
export interface SheetWriter {
  /** Adds XML after what was written, waiting while the file lags behind. */
  write(xml: string): Promise<void>;
  /**
   * Ends the sheet; `filterRange` gives its header's filters (null: none), `print` what is printed
   * on every page and, when not all, what is printed at all.
   */
  close(
    filterRange: string | null,
    print?: Pick<SheetEntry, 'printTitles' | 'printArea'>,
  ): Promise<void>;
}

/** A workbook being written. */
export interface WorkbookFile {
  /** Starts the next worksheet; the previous one must be closed. */
  openSheet(name: string): Promise<SheetWriter>;
  /** The shared string table the sheets' repeating texts go to. */
  readonly strings: SharedStrings;
  /** The cells cut and the characters replaced so far, in every sheet. */
  readonly tally: CellTally;
  /** The sheets written (closed) so far. */
  readonly sheetCount: number;
  /** Writes the workbook's remaining parts and waits until the zip is all out. */
  finish(): Promise<void>;
}

/** How a workbook writes what is the same in all its sheets. */
export interface WorkbookOptions {
  /** A change in points' unit after the number, in the workbook's language (default pts). */
  readonly pointsUnit?: string;
}

/** Starts a workbook whose bytes go to `out` (which it ends). `signal` stops it. */
export function createWorkbookFile(
  out: Writable,
  signal: AbortSignal,
  options: WorkbookOptions = {},
): WorkbookFile {
  const zip = new ZipWriter(out, signal);
  const sheets: SheetEntry[] = [];
  const strings = new SharedStrings();
  const names = new Set<string>();

  const uniqueName = (wanted: string): string => {
    const base = safeSheetName(wanted);
    let name = base;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} (${n})`;
    names.add(name.toLowerCase());
    return name;
  };

  return {
    strings,
    tally: createCellTally(),
    get sheetCount() {
      return sheets.length;
    },
    async openSheet(wanted) {
      const name = uniqueName(wanted);
      const entry = await zip.entry(sheetPath(names.size));
      let pending = '';
      const flush = async (): Promise<void> => {
        const chunk = pending;
        pending = '';
        await entry.write(Buffer.from(chunk, 'utf8'));
      };
      return {
        async write(xml) {
          pending += xml;
          if (pending.length >= BATCH_CHARS) await flush();
        },
        async close(filterRange, print = {}) {
          if (pending) await flush();
          await entry.end();
          sheets.push({ name, filterRange, ...print });
        },
      };
    },
    async finish() {
      const add = (path: string, xml: string): Promise<void> =>
        zip.add(path, Buffer.from(xml, 'utf8'));
      const shared = strings.size > 0;
      if (shared) await add(SHARED_STRINGS_PATH, strings.xml());
      await add('xl/styles.xml', stylesXml(options.pointsUnit));
      await add('xl/workbook.xml', workbookXml(sheets));
      await add('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length, shared));
      await add('_rels/.rels', ROOT_RELS_XML);
      await add('[Content_Types].xml', contentTypesXml(sheets.length, shared));
      await zip.finish();
    },
  };
}
