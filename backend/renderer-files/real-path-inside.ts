import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';

/**
 * The real path of `path` (every symbolic link on the way resolved) when it lies inside the real path of
 * `root`, else null: a link in the renderer folder must not lead out of it. Rejects, as realpath does,
 * when either is missing.
 */
export async function realPathInside(root: string, path: string): Promise<string | null> {
  const [real, realRoot] = await Promise.all([realpath(path), realpath(root)]);
  const rel = relative(realRoot, real);
  const outside = rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  return outside ? null : real;
}
