/** The app's version for the command line and the browser shell, in a module of its own so that loading it loads nothing else. */
import { readFileSync } from 'node:fs';

/**
 * Where package.json is from this module: one folder up from the source (backend/), two from a
 * build (out/cli/, out/main/).
 */
const CANDIDATES = ['../package.json', '../../package.json'];

/** The app's version, from its package.json. */
export function appVersion(): string {
  for (const candidate of CANDIDATES) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === 'bookings-viewer' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // Not there: the next place.
    }
  }
  return '0.0.0';
}
