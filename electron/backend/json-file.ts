import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AppFailure } from '../../shared/result';

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
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, {
      encoding: 'utf8',
      mode: 0o600,
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

/** Moves an unreadable file aside as <name>.corrupt-<timestamp> so it can be inspected, and returns the new path. */
export async function setAsideCorruptFile(path: string, now: Date = new Date()): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const aside = `${path}.corrupt-${stamp}`;
  await rename(path, aside);
  return aside;
}
