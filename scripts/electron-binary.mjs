// Where Electron's binary is, when `npm install` could download it (never on our CI machines).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The installed Electron executable, or null when its download is missing. */
export function electronBinary() {
  try {
    const dir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Why the real-window specs cannot run here, in one line. */
export const NO_ELECTRON_REASON =
  "Real-window specs (e2e/electron) skipped: Electron's binary is not installed on this machine (it could not be downloaded); on a desktop, `npm install` then `npm run test:electron`.";
