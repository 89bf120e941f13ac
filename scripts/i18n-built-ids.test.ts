// Every message the built renderer asks for is in its catalogs, and every message of the first
// screen in the catalog chunk the first render waits for. The build turns the macros into ids with
// Lingui's native transform, the catalogs are extracted with its Babel one: where the two disagree
// (an exact `0:` plural inside t`…` did), the app would show an id such as "J_hVSQ".
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureMainBuilt } from './cli-build';
import { firstScreenScripts } from './first-screen-budget';

const RENDERER = join(resolve(import.meta.dirname, '..'), 'out', 'renderer');
const ASSETS = join(RENDERER, 'assets');
// How a compiled macro names its message: `{id:` then Lingui's six-character hash.
const MESSAGE_ID = /\{id:`([A-Za-z0-9_+/-]{6})`/g;
const LANGUAGES = ['en', 'de', 'fr'] as const;

const idsIn = (file: string) =>
  [...readFileSync(join(RENDERER, file), 'utf8').matchAll(MESSAGE_ID)].map((m) => m[1] as string);

beforeAll(() => ensureMainBuilt(), 180_000);

describe('the built renderer', () => {
  const files = () => readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const catalog = (language: string, later: boolean) => {
    const prefix = later ? `catalog-${language}-later-` : `catalog-${language}-`;
    const file = files().find(
      (f) => f.startsWith(prefix) && (later || !f.startsWith(`catalog-${language}-later-`)),
    );
    expect(file, `no ${prefix}* chunk in out/renderer/assets`).toBeDefined();
    return readFileSync(join(ASSETS, file as string), 'utf8');
  };

  it('asks only for messages its catalogs hold, in every language', () => {
    const missing: string[] = [];
    let asked = 0;
    for (const language of LANGUAGES) {
      const held = catalog(language, false) + catalog(language, true);
      for (const file of files().filter((f) => !f.startsWith('catalog-'))) {
        for (const id of idsIn(`assets/${file}`)) {
          asked++;
          if (!held.includes(`"${id}"`)) missing.push(`${id} (${file}) not in ${language}`);
        }
      }
    }
    expect(asked, 'no compiled message found: has the build changed shape?').toBeGreaterThan(1500);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('has every message of the first screen in the chunk the first render waits for', async () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const first = catalog(language, false);
      for (const { file } of await firstScreenScripts(RENDERER)) {
        for (const id of idsIn(file)) {
          if (!first.includes(`"${id}"`)) missing.push(`${id} (${file}) not in ${language}`);
        }
      }
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
