// Every message the built renderer asks for is in its catalogs. The build turns the macros into ids
// with Lingui's native transform, the catalogs are extracted with its Babel one: where the two
// disagree (an exact `0:` plural inside t`…` did), the app would show an id such as "J_hVSQ".
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureMainBuilt } from './cli-build';

const ASSETS = join(resolve(import.meta.dirname, '..'), 'out', 'renderer', 'assets');
// How a compiled macro names its message: `{id:` then Lingui's six-character hash.
const MESSAGE_ID = /\{id:`([A-Za-z0-9_+/-]{6})`/g;

beforeAll(() => ensureMainBuilt(), 180_000);

describe('the built renderer', () => {
  it('asks only for messages its catalogs hold, in every language', () => {
    const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
    const catalogs = ['en', 'de', 'fr'].map((language) => {
      const file = files.find((f) => f.startsWith(`catalog-${language}-`));
      expect(file, `no catalog chunk for ${language} in out/renderer/assets`).toBeDefined();
      return { language, text: readFileSync(join(ASSETS, file as string), 'utf8') };
    });
    const missing: string[] = [];
    let asked = 0;
    for (const file of files.filter((f) => !f.startsWith('catalog-'))) {
      for (const [, id] of readFileSync(join(ASSETS, file), 'utf8').matchAll(MESSAGE_ID)) {
        asked++;
        for (const { language, text } of catalogs) {
          if (!text.includes(`"${id}"`)) missing.push(`${id} (${file}) not in ${language}`);
        }
      }
    }
    expect(asked, 'no compiled message found: has the build changed shape?').toBeGreaterThan(500);
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
