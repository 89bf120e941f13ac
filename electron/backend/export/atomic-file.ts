/**
 * Writes a file so that it is either complete or absent: the content goes to a hidden temporary
 * file beside the target (same folder, so the rename cannot cross file systems), which is synced
 * and renamed into place only on success. On any failure the temporary file is removed and a file
 * already at the target is left untouched.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AppFailure } from '../../../shared/result';

/** The temporary path used while writing `target`: `.<name>.<random>.partial` in the same folder. */
export function temporaryPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.partial`);
}

/** A file-system error as a message a person can act on. */
export function ioFailure(error: unknown, target: string): AppFailure {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const folder = dirname(target);
  switch (code) {
    case 'ENOENT':
      return new AppFailure('io', `The folder ${folder} does not exist.`);
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return new AppFailure('io', `No permission to write to ${folder}.`);
    case 'ENOSPC':
    case 'EDQUOT':
      return new AppFailure('io', `The disk holding ${folder} is full.`);
    case 'EBUSY':
      return new AppFailure(
        'io',
        `${target} is open in another program. Close it there and try again.`,
      );
    case 'EISDIR':
      return new AppFailure('io', `${target} is a folder, not a file.`);
    default:
      return new AppFailure('io', `Could not write ${target}${code ? ` (${code})` : ''}.`);
  }
}

/** Flushes the folder's entry for the renamed file; not possible on every platform, so best effort. */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse to sync a folder; the file itself is already synced.
  }
}

/**
 * Calls write(tempPath), which must create, fill, sync and close the file; then renames it to
 * target. AppFailures from write pass through; file-system errors become AppFailure('io').
 */
export async function writeAtomically<T>(
  target: string,
  write: (tempPath: string) => Promise<T>,
): Promise<T> {
  const temp = temporaryPathFor(target);
  try {
    const result = await write(temp);
    await rename(temp, target);
    await syncFolder(dirname(target));
    return result;
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    if (error instanceof AppFailure) throw error;
    if (error instanceof Error && error.name === 'AbortError') {
      throw new AppFailure('cancelled', 'The export was cancelled.');
    }
    if ((error as NodeJS.ErrnoException | null)?.code) throw ioFailure(error, target);
    throw error;
  }
}
