import { dialog } from 'electron';
import type { BrowserWindow, MessageBoxOptions } from 'electron';

/** The product name shown to users (matches electron-builder's productName). */
export const PRODUCT_NAME = 'Bookings Viewer';

/** The About box's text: the app's version and the runtime it was built on, for support requests. */
export function aboutDetail(
  version: string,
  versions: NodeJS.ProcessVersions = process.versions,
): string {
  return [
    `Version ${version}`,
    '',
    `Electron ${versions.electron ?? 'unknown'}`,
    `Chrome ${versions.chrome ?? 'unknown'}`,
    `Node.js ${versions.node}`,
  ].join('\n');
}

/** Shows the About dialog, attached to `parent` when given; resolves when it is closed. */
export async function showAboutDialog(options: {
  version: string;
  parent?: BrowserWindow;
}): Promise<void> {
  const box: MessageBoxOptions = {
    type: 'info',
    title: `About ${PRODUCT_NAME}`,
    message: PRODUCT_NAME,
    detail: aboutDetail(options.version),
    buttons: ['OK'],
    defaultId: 0,
    noLink: true,
  };
  if (options.parent) await dialog.showMessageBox(options.parent, box);
  else await dialog.showMessageBox(box);
}
