import { isAbsolute, join, normalize, relative, sep } from 'node:path';

// Percent-encoded dots, slashes, backslashes and NUL: nothing in the built renderer needs them, and
// each is a way to smuggle a separator or a `..` past a check made on the raw path.
const ENCODED_SEPARATOR = /%(?:2e|2f|5c|00)/i;
// Characters with a meaning to a file system but none in our asset names (drive letters, streams).
const FORBIDDEN_CHARACTER = /[\\:\0]/;

/**
 * Maps a URL path (still percent-encoded, as it came in the request) to a file inside `root`, or null
 * when the path is not one of ours: `..` segments, encoded separators or dots, backslashes, colons,
 * NUL or malformed escapes. `/` means `/index.html`.
 */
export function resolveRendererPath(root: string, rawPath: string): string | null {
  if (!rawPath.startsWith('/') || ENCODED_SEPARATOR.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (FORBIDDEN_CHARACTER.test(decoded)) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const wanted = decoded === '/' ? 'index.html' : segments.join('/');
  if (wanted === '' || wanted.endsWith('/') || isAbsolute(wanted)) return null;
  const full = normalize(join(root, wanted));
  const rel = relative(root, full);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return null;
  return full;
}
