/** The app's version for the command line and the browser shell, in a module of its own so that loading it loads nothing else. */
import { readFileSync } from 'node:fs';

/** The app's version, from package.json. */
export function appVersion(): string {
  try {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
