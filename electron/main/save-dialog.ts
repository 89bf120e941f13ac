/** The desktop's save dialog for every file the app writes: its title and filter follow what is saved. */
import { join } from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';
import type { SaveRequest } from '../backend/platform';

/** Asks where to save; the chosen path, or null when dismissed. */
export async function chooseSaveTarget(
  win: BrowserWindow | null,
  request: SaveRequest,
): Promise<string | null> {
  const options = {
    title: 'Export bookings as CSV',
    defaultPath: join(app.getPath('downloads'), request.suggestedFileName),
    filters: [{ name: 'CSV file', extensions: ['csv'] }],
  };
  const result = win
    ? await dialog.showSaveDialog(win, options)
    : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
}
