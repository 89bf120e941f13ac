/**
 * Writes a file so that it is either complete or absent: the content goes to a hidden temporary
 * file beside the target (same folder, so the rename cannot cross file systems), which is synced
 * and renamed into place only on success. On any failure the temporary file is removed and a file
 * already at the target is left untouched.
 *
 * Every file of bookings or figures the app and the command line write (the export, CSV or
 * workbook, the Insights summary, the PDF, the picture) goes through here, so their modes are
 * decided once: a new file is 0600 on Linux and macOS whatever the umask, and a replaced file keeps
 * the mode it had only when it is ours and no one else may write it (see keptModeOf), so a re-export
 * neither exposes the data nor undoes what its owner set.
 */
import { randomBytes } from 'node:crypto';
import { lstat, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AppFailure } from '#shared/result';

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

/** Only the owner may read a new export: it names people and where they parked. */
export const PRIVATE_EXPORT_MODE = 0o600;

/** Group or others may write: a mode someone other than the owner could have chosen. */
const WRITABLE_BY_OTHERS = 0o022;

/**
 * The mode worth keeping from the file at the target, or null when the new file should be private.
 * Only a regular file of our own that no one else may write says what we chose: a file planted by
 * another user (in a shared folder without the sticky bit) must not hand our data its 0666, and a
 * link is replaced, not followed, so its mode says nothing of the data's.
 */
function keptModeOf(
  existing: { readonly uid: number; readonly mode: number; isFile(): boolean } | null,
  ourUid: number,
): number | null {
  if (!existing?.isFile() || existing.uid !== ourUid) return null;
  const mode = existing.mode & 0o777;
  return mode & WRITABLE_BY_OTHERS ? null : mode;
}

/** The mode the written file gets: that of the file it replaces when worth keeping, else private. */
async function modeFor(target: string): Promise<number> {
  const existing = await lstat(target).catch(() => null);
  return keptModeOf(existing, process.getuid?.() ?? -1) ?? PRIVATE_EXPORT_MODE;
}

/**
 * Creates the temporary file (its mode set as above before a byte is written), calls write with
 * it open, then syncs, closes and renames it to target. write may close the file itself only once
 * it is on disk (a stream made with `flush: true` does both). AppFailures from write pass through;
 * file-system errors become AppFailure('io').
 */
export async function writeAtomically<T>(
  target: string,
  write: (file: FileHandle) => Promise<T>,
): Promise<T> {
  const temp = temporaryPathFor(target);
  let file: FileHandle | null = null;
  try {
    const mode = process.platform === 'win32' ? null : await modeFor(target);
    file = await open(temp, 'wx', PRIVATE_EXPORT_MODE);
    // The umask narrows the mode given to open; set it exactly (Windows keeps its folder's ACLs).
    if (mode !== null) await file.chmod(mode);
    const result = await write(file);
    // A closed FileHandle reports fd -1; closing it again does nothing.
    if (file.fd !== -1) await file.sync();
    const written = file;
    file = null;
    await written.close();
    await rename(temp, target);
    await syncFolder(dirname(target));
    return result;
  } catch (error) {
    await file?.close().catch(() => undefined);
    await rm(temp, { force: true }).catch(() => undefined);
    if (error instanceof AppFailure) throw error;
    if (error instanceof Error && error.name === 'AbortError') {
      throw new AppFailure('cancelled', 'The export was cancelled.');
    }
    if ((error as NodeJS.ErrnoException | null)?.code) throw ioFailure(error, target);
    throw error;
  }
}
