/**
 * The request target as a URL, when it is a path (with its query), as browsers send it to an origin
 * server; null for any other form (a whole address, '*'). The path is put after a host of our own, so a
 * target starting with '//' stays a path instead of being read as a host name, and routing sees the
 * same path the files are looked up by.
 */
export function parseRequestTarget(target: string, port: number): URL | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://127.0.0.1:${port}${target}`);
  } catch {
    return null;
  }
}
