// The first screen's JavaScript budget, checked on every `npm test`: an eager import of a heavy
// component (a Mantine combobox in the toolbar, a chart) grows the entry and fails here, not only
// in the benchmark.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureMainBuilt } from './cli-build';
import {
  FIRST_SCREEN_JS_BUDGET_BYTES,
  firstScreenCatalogs,
  firstScreenScripts,
} from './first-screen-budget';

const RENDERER = join(resolve(import.meta.dirname, '..'), 'out', 'renderer');

beforeAll(() => ensureMainBuilt(), 180_000);

describe('the first screen JavaScript budget', () => {
  it('is met by the built renderer, with the largest language’s first-screen catalog', async () => {
    const catalogs = await firstScreenCatalogs(RENDERER);
    expect(catalogs.map((c) => c.file.slice(15, 17)).sort()).toEqual(['de', 'en', 'fr']);
    const largest = catalogs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const scripts = [...(await firstScreenScripts(RENDERER)), largest];
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const listing = scripts.map((s) => `${s.file} ${s.bytes}`).join('\n');
    expect(scripts.length, 'no entry script found in out/renderer/index.html').toBeGreaterThan(1);
    expect(total, `first-screen scripts:\n${listing}`).toBeLessThanOrEqual(
      FIRST_SCREEN_JS_BUDGET_BYTES,
    );
  });

  it('counts every script and preloaded module, and nothing lazy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bv-budget-'));
    try {
      await writeFile(
        join(dir, 'index.html'),
        '<script type="module" crossorigin src="./assets/index.js"></script>' +
          '<link rel="modulepreload" crossorigin href="./assets/a.js">' +
          '<link rel="stylesheet" href="./assets/index.css">' +
          '<script src="./assets/classic.js"></script>',
      );
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'assets', 'index.js'), 'x'.repeat(500));
      await writeFile(join(dir, 'assets', 'a.js'), 'y'.repeat(70));
      await writeFile(join(dir, 'assets', 'classic.js'), 'c'.repeat(3));
      await writeFile(join(dir, 'assets', 'lazy.js'), 'z'.repeat(9_999));
      expect(await firstScreenScripts(dir)).toEqual([
        { file: 'assets/index.js', bytes: 500 },
        { file: 'assets/a.js', bytes: 70 },
        { file: 'assets/classic.js', bytes: 3 },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
