import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AppFailure } from '#shared/result';

/** Only the user may list or enter the data folder (POSIX; Windows ignores modes, its profile ACLs apply). */
export const PRIVATE_FOLDER_MODE = 0o700;
/** Only the user may read or write the data files: they name people and companies. */
export const PRIVATE_FILE_MODE = 0o600;

/** What reading a JSON file found: nothing yet, a value, or content that does not parse. */
export type JsonRead =
  | { readonly state: 'missing' }
  | { readonly state: 'ok'; readonly value: unknown }
  | { readonly state: 'corrupt' };

/** Reads and parses a JSON file without throwing for a missing or unparseable file. */
export async function readJsonFile(path: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    throw new AppFailure('io', `Could not read ${path}. Check that the folder is readable.`);
  }
  try {
    return { state: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    return { state: 'corrupt' };
  }
}

/**
 * Writes JSON so that a crash leaves either the old or the new file, never half of one:
 * a temp file beside the target, flushed, then renamed over it.
 */
export async function writeJsonFileAtomic(path: string, value: unknown): Promise<void> {
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // A fresh temp file takes this mode (the umask can only narrow it), and the rename carries it over.
    await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, {
      encoding: 'utf8',
      mode: PRIVATE_FILE_MODE,
      flush: true,
    });
    await rename(temp, path);
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new AppFailure(
      'io',
      `Could not save ${path}. Check that the folder is writable and not full.`,
    );
  }
}
