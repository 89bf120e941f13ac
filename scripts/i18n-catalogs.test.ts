// The interface's catalogs kept whole on every `npm test`: the page's (renderer/locales/), the
// files' (shared/locales/) and the desktop shell's (shells/desktop/main/locales/). Each message of
// the code is in every catalog and translated, no catalog keeps a message the code no longer uses,
// and the Node side's compiled catalogs are the compilation of their .po.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPo } from '../e2e/untranslated-text';
import { staleCatalogs } from './compile-catalogs';

const ROOT = resolve(import.meta.dirname, '..');
const LINGUI = join(ROOT, 'node_modules', '.bin', 'lingui');
const run = promisify(execFile);
/** Every folder of catalogs, one .po per part and language under `{folder}/{language}/`. */
const CATALOG_FOLDERS = ['renderer/locales', 'shared/locales', 'shells/desktop/main/locales'];
// Extracting every part's messages takes a few seconds alone, far more beside a loaded full run.
const CHECK_MS = 120_000;

interface CheckOutcome {
  readonly passed: boolean;
  readonly output: string;
}

async function check(kind: 'sync' | 'missing', config?: string): Promise<CheckOutcome> {
  const args = ['check', kind, '--verbose', ...(kind === 'sync' ? ['--clean'] : [])];
  if (config) args.push('--config', config);
  try {
    const { stdout, stderr } = await run(LINGUI, args, { cwd: ROOT, timeout: CHECK_MS });
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { passed: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

describe("the interface's catalogs", () => {
  it(
    'hold every message of the code, and no other (run `npx lingui extract --clean`)',
    async () => {
      const sync = await check('sync');
      expect(sync.passed, sync.output).toBe(true);
    },
    CHECK_MS,
  );

  it(
    'translate every message into German and French',
    async () => {
      const missing = await check('missing');
      expect(missing.passed, missing.output).toBe(true);
    },
    CHECK_MS,
  );

  // A page's message's id is its English text (a Node side's one is an explicit id, report.… or
  // desktop.…): the same id in two parts is one message at run time, and the part loaded last would
  // win over the other's translation.
  it('translate the same English the same way in every part', () => {
    const differing: string[] = [];
    for (const language of ['de', 'fr']) {
      const seen = new Map<string, { part: string; text: string }>();
      const parts = CATALOG_FOLDERS.flatMap((folder) => {
        const dir = join(ROOT, folder, language);
        return readdirSync(dir)
          .filter((f) => f.endsWith('.po'))
          .map((f) => join(dir, f));
      });
      for (const path of parts) {
        const part = path.slice(ROOT.length + 1);
        for (const [id, text] of readPo(readFileSync(path, 'utf8'))) {
          const before = seen.get(id);
          if (before && before.text !== text)
            differing.push(
              `${language}: "${id}" is "${before.text}" in ${before.part}, "${text}" in ${part}`,
            );
          else seen.set(id, { part, text });
        }
      }
    }
    expect(differing, differing.join('\n')).toEqual([]);
  });

  // tsx and Playwright's loader import the Node side's catalogs as modules, so they are committed.
  it(
    'are compiled for the Node side as their .po say (run `npm run i18n:compile`)',
    async () => {
      expect(await staleCatalogs()).toEqual([]);
    },
    CHECK_MS,
  );
});

describe('the catalog checks', () => {
  // Under node_modules/.cache, so the fixture's macros resolve as the app's do.
  let dir = '';
  const po = (pairs: readonly (readonly [string, string])[]) =>
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n' +
    pairs.map(([id, text]) => `msgid "${id}"\nmsgstr "${text}"\n`).join('\n');

  beforeAll(async () => {
    await mkdir(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    dir = await mkdtemp(join(ROOT, 'node_modules', '.cache', 'i18n-check-'));
    await mkdir(join(dir, 'src'));
    await mkdir(join(dir, 'locales'));
    await writeFile(
      join(dir, 'lingui.config.js'),
      `export default { sourceLocale: 'en', locales: ['en', 'de'], catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }] };\n`,
    );
    await writeFile(
      join(dir, 'src', 'greeting.ts'),
      "import { t } from '@lingui/core/macro';\nexport const greeting = () => t`Good morning`;\n",
    );
    // The Node side's kind of message: a descriptor with an explicit id, no macro.
    await writeFile(
      join(dir, 'src', 'words.ts'),
      "export const NIGHT = /*i18n*/ { id: 'words.night', message: 'Good night' };\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function withCatalogs(de: readonly (readonly [string, string])[]): Promise<string> {
    const english = [
      ['Good morning', 'Good morning'],
      ['words.night', 'Good night'],
    ] as const;
    await writeFile(join(dir, 'locales', 'en.po'), po(english));
    await writeFile(join(dir, 'locales', 'de.po'), po(de));
    return join(dir, 'lingui.config.js');
  }

  const night = ['words.night', 'Gute Nacht'] as const;

  it('pass a catalog that is whole', async () => {
    const config = await withCatalogs([['Good morning', 'Guten Morgen'], night]);
    expect((await check('missing', config)).passed).toBe(true);
  });

  it('fail on a message left untranslated', async () => {
    const config = await withCatalogs([['Good morning', ''], night]);
    expect((await check('missing', config)).passed).toBe(false);
  });

  it('fail on a descriptor left untranslated', async () => {
    const config = await withCatalogs([
      ['Good morning', 'Guten Morgen'],
      ['words.night', ''],
    ]);
    expect((await check('missing', config)).passed).toBe(false);
  });

  it('fail on a descriptor missing from a catalog', async () => {
    const config = await withCatalogs([['Good morning', 'Guten Morgen']]);
    expect((await check('sync', config)).passed).toBe(false);
  });

  it('fail on a message the code no longer uses', async () => {
    const config = await withCatalogs([
      ['Good morning', 'Guten Morgen'],
      night,
      ['Good evening', 'Guten Abend'],
    ]);
    expect((await check('sync', config)).passed).toBe(false);
  });

  it('fail on a message of the code missing from a catalog', async () => {
    const config = await withCatalogs([]);
    expect((await check('sync', config)).passed).toBe(false);
  });
});
