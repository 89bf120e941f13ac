/** The desktop's save dialog for every file the app writes: its title and filter follow what is saved. */
import { join } from 'node:path';
import { app, dialog, type BrowserWindow, type SaveDialogOptions } from 'electron';
import type { SavedFileExtension, SavedFileKind, SaveRequest } from '../backend/platform';
import { savedFileName } from './saved-file-name';

/** Each file type's name in the filter, with its article for the title. */
const FILE_TYPES: Readonly<Record<SavedFileExtension, { name: string; article: 'a' | 'an' }>> = {
  csv: { name: 'CSV file', article: 'a' },
  xlsx: { name: 'Excel workbook', article: 'an' },
  pdf: { name: 'PDF document', article: 'a' },
  png: { name: 'PNG image', article: 'a' },
};

/** What the person is doing, as the title's first words: exports are exported, the view is saved. */
const ACTIONS: Readonly<Record<SavedFileKind, string>> = {
  bookings: 'Export bookings',
  summary: 'Export the summary',
  report: 'Export the report',
  pdf: 'Save the view',
  picture: 'Save the view',
};

/** The dialog's title: what is saved and as what ("Export bookings as an Excel workbook"). */
export function saveDialogTitle(kind: SavedFileKind, extension: SavedFileExtension): string {
  // The app calls it "the report workbook" everywhere else; "as an Excel workbook" would repeat it.
  if (kind === 'report' && extension === 'xlsx') return 'Export the report workbook';
  const type = FILE_TYPES[extension];
  return `${ACTIONS[kind]} as ${type.article} ${type.name}`;
}

/**
 * The one rule for every save dialog: the title names what is saved, the filter offers its own type
 * only, and the suggested name (made safe, ending in the extension) is in the Downloads folder.
 */
export function saveDialogOptions(request: SaveRequest, downloads: string): SaveDialogOptions {
  return {
    title: saveDialogTitle(request.kind, request.extension),
    defaultPath: join(downloads, savedFileName(request.suggestedFileName, request.extension)),
    filters: [{ name: FILE_TYPES[request.extension].name, extensions: [request.extension] }],
    // Linux asks before replacing a file only when told to; macOS and Windows always ask.
    properties: ['showOverwriteConfirmation'],
  };
}

/** Asks where to save, attached to the window when there is one; the chosen path, or null when dismissed. */
export async function chooseSaveTarget(
  win: BrowserWindow | null,
  request: SaveRequest,
): Promise<string | null> {
  const options = saveDialogOptions(request, app.getPath('downloads'));
  const result = win
    ? await dialog.showSaveDialog(win, options)
    : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
}
