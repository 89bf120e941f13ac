import { dialog } from 'electron';
import type { BrowserWindow, MessageBoxOptions } from 'electron';
import { shellWords } from './shell-language';
import type { AboutWords } from './words';

/** The product name shown to users (matches electron-builder's productName); the same in every language. */
export const PRODUCT_NAME = 'Bookings Viewer';

/** The About box's text: the app's version and the runtime it was built on, for support requests. */
export function aboutDetail(
  version: string,
  words: AboutWords,
  versions: NodeJS.ProcessVersions = process.versions,
): string {
  return [
    words.version(version),
    '',
    `Electron ${versions.electron ?? words.unknown}`,
    `Chrome ${versions.chrome ?? words.unknown}`,
    `Node.js ${versions.node}`,
  ].join('\n');
}

/** Shows the About dialog in the shell's language, attached to `parent` when given; resolves when it is closed. */
export async function showAboutDialog(options: {
  version: string;
  parent?: BrowserWindow;
}): Promise<void> {
  const words = shellWords().about;
  const box: MessageBoxOptions = {
    type: 'info',
    title: words.title(PRODUCT_NAME),
    message: PRODUCT_NAME,
    detail: aboutDetail(options.version, words),
    buttons: [words.ok],
    defaultId: 0,
    noLink: true,
  };
  if (options.parent) await dialog.showMessageBox(options.parent, box);
  else await dialog.showMessageBox(box);
}
