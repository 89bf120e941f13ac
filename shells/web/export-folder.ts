import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'bookings-viewer-exports-';
// Our prefix, the pid of the shell that made the folder, and mkdtemp's six characters.
const FOLDER_NAME = /^bookings-viewer-exports-(\d{1,10})-[A-Za-z0-9]{6}$/;
const MAX_PID = 0x7fffffff;

/** The browser shell's private folder for finished exports (personal data) until the browser fetches them. */
export interface ExportFolder {
  readonly path: string;
  remove(): Promise<void>;
}

/**
 * Makes this run's exports folder (0700, named with our pid) after removing those that earlier runs left:
 * a shell that crashed or was killed never removed its own. The pid in the name is there from the
 * folder's first moment, so another shell starting at the same time never takes a live folder for left.
 */
export async function createExportFolder(parent: string = tmpdir()): Promise<ExportFolder> {
  await removeLeftExportFolders(parent);
  const path = await mkdtemp(join(parent, `${PREFIX}${process.pid}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/**
 * Removes the exports folders in `parent` whose shell no longer runs; returns their names. Anything else
 * stays: other names, a shell that still answers to its pid, and what is not this user's own folder (in a
 * shared temporary folder anyone can make a name like ours, or a link by that name).
 */
export async function removeLeftExportFolders(parent: string): Promise<readonly string[]> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(FOLDER_NAME.exec(name)?.[1]);
    if (!(pid > 0 && pid <= MAX_PID) || isRunning(pid)) continue;
    const path = join(parent, name);
    const info = await lstat(path).catch(() => null);
    if (!info?.isDirectory() || (process.getuid !== undefined && info.uid !== process.getuid()))
      continue;
    const gone = await rm(path, { recursive: true, force: true }).then(
      () => true,
      () => false,
    );
    if (gone) removed.push(name);
  }
  return removed;
}

// Signal 0 tests for a process without touching it; EPERM means it runs, as another user.
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
