import { join } from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';
import { AppFailure } from '#shared/result';
import type { PdfSaver } from '../backend/handlers/pdf-handlers';
import { writeAtomically } from '../backend/export/atomic-file';
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
    const choice = await dialog.showSaveDialog(win, {
      title: 'Save as PDF',
      defaultPath: join(app.getPath('downloads'), pdfFileName(request.fileName)),
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    if (choice.canceled || !choice.filePath) return null;
    const target = choice.filePath;
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
