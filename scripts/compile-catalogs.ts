/**
 * The Node side's catalogs (the reports' and the desktop shell's, outside renderer/) compiled into
 * TypeScript modules next to each .po: `npm run i18n:compile` writes them, and `npm test` fails when
 * one is not the compilation of its .po (scripts/i18n-catalogs.test.ts). Committed rather than built,
 * as tsx and Playwright's loader import this code without a bundler to compile .po files; the
 * renderer's catalogs are compiled by Lingui's Vite plugin instead.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { format, resolveConfig } from 'prettier';

const ROOT = resolve(import.meta.dirname, '..');

/** A compiled catalog: where it goes, and its module's text. */
export interface CompiledCatalog {
  readonly file: string;
  readonly source: string;
}

/** Every Node-side catalog of every language, compiled; throws on a message that does not compile. */
export async function compileNodeCatalogs(): Promise<CompiledCatalog[]> {
  const config = getConfig({ configPath: resolve(ROOT, 'lingui.config.ts') });
  const catalogs = (await getCatalogs(config)).filter(
    (c) => !relative(ROOT, c.path).startsWith('renderer'),
  );
  const compiled: CompiledCatalog[] = [];
  for (const catalog of catalogs)
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      });
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      const po = relative(ROOT, catalog.path.replace('{locale}', locale));
      compiled.push({ file: resolve(ROOT, `${po}.ts`), source: await moduleOf(po, source) });
    }
  return compiled;
}

/** The module of one compiled catalog: its messages as JSON, kept on one line. */
async function moduleOf(po: string, json: string): Promise<string> {
  const { messages } = JSON.parse(json) as { messages: unknown };
  const file = resolve(ROOT, `${po}.ts`);
  const text =
    `// Compiled from ${po}.po by scripts/compile-catalogs.ts (\`npm run i18n:compile\`): do not edit.\n` +
    `import type { Messages } from '@lingui/core';\n\n` +
    `/** The catalog's messages, compiled. */\n` +
    `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;\n`;
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** The compiled catalogs that differ from what their .po compiles to (absent ones too). */
export async function staleCatalogs(): Promise<string[]> {
  const stale: string[] = [];
  for (const { file, source } of await compileNodeCatalogs()) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== source) stale.push(relative(ROOT, file));
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const { file, source } of await compileNodeCatalogs()) {
    await writeFile(file, source);
    console.log(`compiled ${relative(ROOT, file)}`);
  }
}
