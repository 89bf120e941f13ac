import { homedir } from 'node:os';
import { join } from 'node:path';

/** The product name Electron derives its userData folder from. */
export const APP_FOLDER_NAME = 'Bookings Viewer';

/** Where accounts.json and settings.json live: BOOKINGS_VIEWER_HOME, else the folder Electron's userData would be. */
export function defaultDataDir(
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
