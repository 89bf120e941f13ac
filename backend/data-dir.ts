import { chmod, mkdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { PRIVATE_FOLDER_MODE } from './json-file';

/** The product name Electron derives its userData folder from. */
export const APP_FOLDER_NAME = 'Bookings Viewer';

/** The one rule for where the app's store (bookings-viewer.db) lives, in every shell: BOOKINGS_VIEWER_HOME, else the OS's per-user app folder (which the desktop app also gives Electron as its userData). */
export function dataDirFor(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const override = env.BOOKINGS_VIEWER_HOME?.trim();
  if (override) return override;
  switch (platform) {
    case 'win32':
      return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER_NAME);
    case 'darwin':
      return join(home, 'Library', 'Application Support', APP_FOLDER_NAME);
    default:
      return join(env.XDG_CONFIG_HOME?.trim() || join(home, '.config'), APP_FOLDER_NAME);
  }
}

/**
 * Creates the data folder as 0700 where the OS has modes, before anything is written to it. A folder
 * of ours (named like the app) that an older version left open to others is closed too; a folder the
 * user named by BOOKINGS_VIEWER_HOME that already existed keeps the modes the user gave it.
 * Best effort: a folder that cannot be made is reported by the first write, with its path.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    if (process.platform === 'win32' || basename(dir) !== APP_FOLDER_NAME) return;
    const info = await stat(dir);
    if ((info.mode & 0o077) !== 0 && info.uid === process.getuid?.())
      await chmod(dir, PRIVATE_FOLDER_MODE);
  } catch {
    // left to the first write, whose error names the folder
  }
}
