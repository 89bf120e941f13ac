import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NODE_FRESH, RENDERER_FRESH } from './fresh-module-tests';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) => e.isFile() && /\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('node_modules'),
    )
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** A glob of the lists as a RegExp: `**` any folders, `*` any name part. */
function matcher(glob: string): RegExp {
  const pattern = glob
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${pattern}$`);
}

describe('the tests that need fresh modules', () => {
  it('lists every test file that replaces a module with vi.mock', async () => {
    const fresh = [...NODE_FRESH, ...RENDERER_FRESH].map(matcher);
    const mocking: string[] = [];
    for (const dir of ['shared', 'backend', 'shells', 'demo-api', 'renderer', 'bench', 'scripts'])
      for (const file of await testFiles(dir))
        if (/\bvi\.(?:do)?[mM]ock\(/.test(await readFile(join(ROOT, file), 'utf8')))
          mocking.push(file);
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !fresh.some((m) => m.test(file)))).toEqual([]);
  });

  it('names files that exist', async () => {
    const all = [
      ...(await testFiles('shells')),
      ...(await testFiles('backend')),
      ...(await testFiles('renderer')),
    ];
    for (const glob of [...NODE_FRESH, ...RENDERER_FRESH])
      expect(
        all.some((file) => matcher(glob).test(file)),
        glob,
      ).toBe(true);
  });
});
