import type { BrowserWindow } from 'electron';
import { AppFailure } from '#shared/result';
import type { PdfSaver } from '#backend/handlers/pdf-handlers';
import { writeAtomically } from '#backend/reports/atomic-file';
import { chooseSaveTarget } from './save-dialog';
import { savedFileName } from './saved-file-name';

/** A file name for the save dialog: no folder parts or characters file systems refuse, ending .pdf. */
export function pdfFileName(requested: string): string {
  return savedFileName(requested, 'pdf');
}

/**
 * The desktop's savePdf: asks where to save (in the window), prints the page with its print
 * stylesheet in landscape on the chosen paper, and writes the file atomically.
 */
export function createPdfSaver(window: () => BrowserWindow | null): PdfSaver {
  return async (request, signal) => {
    const win = window();
    if (!win)
      throw new AppFailure('internal', 'The window is closed, so there is nothing to print.');
    const target = await chooseSaveTarget(win, {
      kind: 'pdf',
      extension: 'pdf',
      suggestedFileName: pdfFileName(request.fileName),
    });
    if (target === null) return null;
    const data = await win.webContents.printToPDF({
      landscape: true,
      pageSize: request.pageSize,
      printBackground: true,
      margins: { top: 0.4, bottom: 0.4, left: 0.4, right: 0.4 },
    });
    if (signal.aborted) throw new AppFailure('cancelled', 'Saving the PDF was cancelled.');
    await writeAtomically(target, (file) => file.writeFile(data));
    return target;
  };
}
