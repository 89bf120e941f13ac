/**
 * The renderer's lazily loaded modules (React.lazy and lazyNamed), found in the sources, so tests can
 * load them before rendering. A lazy component still suspends on its first render, so tests keep
 * waiting for it with findBy…; preloading makes that wait a render, not a module transform that a
 * loaded machine can stretch past the wait's limit.
 */

// Every source module's text, to find the lazy imports, and a loader for each (same ids as the app's).
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const loaders = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**']);

// `lazy(() => import('./X')…` and `lazyNamed(() => import('./X'), 'X')`, across line breaks.
const LAZY_IMPORT = /\blazy(?:Named)?\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** Joins a module's folder and a relative specifier into a glob key such as '../ui/x.tsx'. */
function resolveFrom(importer: string, specifier: string): string {
  const parts = importer.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  const base = parts.join('/');
  const found = [`${base}.tsx`, `${base}.ts`, base].find((key) => key in loaders);
  if (!found) throw new Error(`${importer} lazily imports ${specifier}, which was not found.`);
  return found;
}

/** The lazily imported modules, as paths relative to renderer/src (e.g. 'features/x/X.tsx'), sorted. */
export const LAZY_MODULES: readonly string[] = [
  ...new Set(
    Object.entries(sources).flatMap(([importer, text]) =>
      [...text.matchAll(LAZY_IMPORT)].map((m) => resolveFrom(importer, m[1] ?? '')),
    ),
  ),
]
  .map((key) => key.replace(/^\.\.\//, ''))
  .sort();

/** Loads every lazily imported module, so a test's findBy… waits only for React, not for the chunk. */
export async function preloadLazyChunks(): Promise<void> {
  await Promise.all(LAZY_MODULES.map((path) => loaders[`../${path}`]?.()));
}
