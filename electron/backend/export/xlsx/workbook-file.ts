/**
 * Writes an .xlsx package to a stream as it is made: worksheets are zipped while their rows arrive
 * (yazl, deflate level 1: the rows are the cost, and level 1 keeps the zipping off their path), and
 * the workbook's other parts are added at the end, once every sheet's name and size are known.
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';
import {
  contentTypesXml,
  ROOT_RELS_XML,
  safeSheetName,
  sheetPath,
  workbookRelsXml,
  workbookXml,
  type SheetEntry,
} from '#shared/xlsx/package-parts';
import { STYLES_XML } from '#shared/xlsx/styles';

/** Text gathered before a write: one stream step per batch, not per row. */
const BATCH_CHARS = 1 << 16;

/** One worksheet being written. */
export interface SheetWriter {
  /** Adds XML after what was written, waiting while the file lags behind. */
  write(xml: string): Promise<void>;
  /** Ends the sheet; `filterRange` gives its header's filters (null: none). */
  close(filterRange: string | null): Promise<void>;
}

/** A workbook being written. */
export interface WorkbookFile {
  /** Starts the next worksheet; the previous one must be closed. */
  openSheet(name: string): SheetWriter;
  /** Writes the workbook's remaining parts and waits until the zip is all out. */
  finish(): Promise<void>;
}

/** Starts a workbook whose bytes go to `out` (which it ends). `signal` stops it. */
export function createWorkbookFile(out: Writable, signal: AbortSignal): WorkbookFile {
  const zip = new ZipFile();
  const sheets: SheetEntry[] = [];
  const names = new Set<string>();
  let failure: Error | null = null;
  const fail = (error: Error): void => {
    failure ??= error;
  };
  zip.outputStream.once('error', fail);
  zip.outputStream.pipe(out);
  const finished = once(out, 'close');
  const mtime = new Date();

  const uniqueName = (wanted: string): string => {
    const base = safeSheetName(wanted);
    let name = base;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} (${n})`;
    names.add(name.toLowerCase());
    return name;
  };

  return {
    openSheet(wanted) {
      const name = uniqueName(wanted);
      const index = sheets.length + 1;
      const stream = new PassThrough();
      stream.once('error', fail);
      zip.addReadStream(stream, sheetPath(index), { compress: true, compressionLevel: 1, mtime });
      let pending = '';
      const flush = async (): Promise<void> => {
        if (failure) throw failure;
        signal.throwIfAborted();
        const chunk = pending;
        pending = '';
        if (!stream.write(chunk)) await once(stream, 'drain', { signal });
      };
      return {
        async write(xml) {
          pending += xml;
          if (pending.length >= BATCH_CHARS) await flush();
        },
        async close(filterRange) {
          if (pending) await flush();
          stream.end();
          sheets.push({ name, filterRange });
        },
      };
    },
    async finish() {
      if (failure) throw failure;
      const add = (path: string, xml: string): void =>
        zip.addBuffer(Buffer.from(xml, 'utf8'), path, { compress: true, mtime });
      add('xl/styles.xml', STYLES_XML);
      add('xl/workbook.xml', workbookXml(sheets));
      add('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length));
      add('_rels/.rels', ROOT_RELS_XML);
      add('[Content_Types].xml', contentTypesXml(sheets.length));
      zip.end();
      await finished;
      if (failure) throw failure;
    },
  };
}
