/** The desktop's save dialog for every file the app writes: its title and filter follow what is saved. */
import { join } from 'node:path';
import { app, dialog, type BrowserWindow, type SaveDialogOptions } from 'electron';
import type { SaveRequest } from '#backend/platform';
import { savedFileName } from './saved-file-name';
import { shellWords } from './shell-language';
import type { SaveDialogWords } from './words';

/**
 * The one rule for every save dialog: the title names what is saved, the filter offers its own type
 * only, and the suggested name (made safe, ending in the extension) is in the Downloads folder.
 */
export function saveDialogOptions(
  request: SaveRequest,
  downloads: string,
  words: SaveDialogWords,
): SaveDialogOptions {
  return {
    title: words.title(request.kind, request.extension),
    defaultPath: join(downloads, savedFileName(request.suggestedFileName, request.extension)),
    filters: [{ name: words.filterName[request.extension], extensions: [request.extension] }],
    // Linux asks before replacing a file only when told to; macOS and Windows always ask.
    properties: ['showOverwriteConfirmation'],
  };
}

/** Asks where to save, in the shell's language, attached to the window when there is one; the chosen path, or null when dismissed. */
export async function chooseSaveTarget(
  win: BrowserWindow | null,
  request: SaveRequest,
): Promise<string | null> {
  const options = saveDialogOptions(request, app.getPath('downloads'), shellWords().saveDialog);
  const result = win
    ? await dialog.showSaveDialog(win, options)
    : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
}
