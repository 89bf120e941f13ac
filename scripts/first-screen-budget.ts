/**
 * The first screen's JavaScript: the built page's entry script and the modules it preloads, which
 * the browser fetches before anything is drawn. Everything else is a lazy chunk that arrives later.
 * The benchmark's first_screen_js_kb (measured in the page) and the budget test share this budget.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** At most this many bytes (600 KB, KB = 1000 as the bench counts) before the first frame. */
export const FIRST_SCREEN_JS_BUDGET_BYTES = 600_000;

/** One script of the first screen and its size. */
export interface FirstScreenScript {
  readonly file: string;
  readonly bytes: number;
}

/** The scripts index.html loads eagerly (its scripts and modulepreloads), with their sizes. */
export async function firstScreenScripts(rendererDir: string): Promise<FirstScreenScript[]> {
  const html = await readFile(join(rendererDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = new Set<string>();
  for (const tag of tags) {
    // Every script with a source runs before the first frame; of links, only modulepreloads fetch code.
    const eager = /^<script\b/.test(tag) || /\brel="modulepreload"/.test(tag);
    const src = /\b(?:src|href)="([^"]+\.m?js)"/.exec(tag)?.[1];
    if (eager && src) files.add(src.replace(/^\.?\//, ''));
  }
  return Promise.all(
    [...files].map(async (file) => ({ file, bytes: (await stat(join(rendererDir, file))).size })),
  );
}

/**
 * The first screen's catalog chunk of each language (renderer/src/i18n/catalog-xx.ts), which the
 * first render waits for: the page's scripts and the largest of these must fit the budget.
 */
export async function firstScreenCatalogs(rendererDir: string): Promise<FirstScreenScript[]> {
  const assets = join(rendererDir, 'assets');
  const names = (await readdir(assets)).filter(
    (f) => /^catalog-(en|de|fr)-.*\.js$/.test(f) && !/^catalog-\w+-later-/.test(f),
  );
  return Promise.all(
    names.map(async (name) => ({
      file: `assets/${name}`,
      bytes: (await stat(join(assets, name))).size,
    })),
  );
}
