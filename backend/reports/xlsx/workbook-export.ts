/**
 * The file rules every workbook export keeps, as the CSV's do: written atomically (an existing file
 * is replaced only on success, so a cancel leaves it untouched), 0600 when new, and a failing disk
 * reported as itself rather than as the abort it causes.
 */
import type { CellTally } from '#shared/export/cell-tally';
import { AppFailure } from '#shared/result';
import { writeAtomically } from '../atomic-file';
import { createWorkbookFile, type WorkbookFile, type WorkbookOptions } from './workbook-file';

/** A workbook in place: its size, and what writing its cells changed (for the export to say). */
export interface WrittenWorkbook extends Readonly<CellTally> {
  readonly bytes: number;
  readonly sheets: number;
}

/** Writes a workbook to `targetPath` with `fill`. */
export async function writeWorkbookFile(
  targetPath: string,
  signal: AbortSignal,
  fill: (workbook: WorkbookFile, signal: AbortSignal, bytesSoFar: () => number) => Promise<void>,
  options: WorkbookOptions = {},
): Promise<WrittenWorkbook> {
  if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
  // Stops the fetches as soon as the file side fails, not after the requests in flight finish.
  const internal = new AbortController();
  const onAbort = (): void => internal.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await writeAtomically(targetPath, async (handle) => {
      const file = handle.createWriteStream({ flush: true });
      let fileError: Error | null = null;
      file.once('error', (error) => {
        fileError = error;
        internal.abort();
      });
      const workbook = createWorkbookFile(file, internal.signal, options);
      try {
        await fill(workbook, internal.signal, () => file.bytesWritten + file.writableLength);
        await workbook.finish();
      } catch (error) {
        file.destroy();
        throw fileError ?? error;
      }
      const { cellsCut, charactersReplaced } = workbook.tally;
      return {
        bytes: file.bytesWritten,
        sheets: workbook.sheetCount,
        cellsCut,
        charactersReplaced,
      };
    });
  } catch (error) {
    if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
