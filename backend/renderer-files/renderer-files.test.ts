import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeFor } from './content-type';
import { realPathInside } from './real-path-inside';
import { resolveRendererPath } from './resolve-path';

const ROOT = join('/opt', 'app', 'out', 'renderer');

describe('resolveRendererPath', () => {
  it('maps our own files inside the renderer folder, / to index.html', () => {
    expect(resolveRendererPath(ROOT, '/')).toBe(join(ROOT, 'index.html'));
    expect(resolveRendererPath(ROOT, '/index.html')).toBe(join(ROOT, 'index.html'));
    expect(resolveRendererPath(ROOT, '/assets/index-Bx1.js')).toBe(
      join(ROOT, 'assets', 'index-Bx1.js'),
    );
    expect(resolveRendererPath(ROOT, '/assets/caf%C3%A9%20menu.png')).toBe(
      join(ROOT, 'assets', 'café menu.png'),
    );
  });

  it.each([
    ['a parent segment', '/../../etc/passwd'],
    ['a parent segment in the middle', '/assets/../../secret'],
    ['a dot segment', '/./index.html'],
    ['encoded dots and slash', '/%2e%2e%2f%2e%2e%2fetc/passwd'],
    ['upper-case encoded dots', '/%2E%2E/etc/passwd'],
    ['an encoded slash', '/assets%2f..%2f..%2fx'],
    ['an encoded backslash', '/..%5c..%5cwindows%5cwin.ini'],
    ['a raw backslash', '/..\\..\\windows\\win.ini'],
    ['an encoded NUL', '/index.html%00.png'],
    ['a drive letter', '/C:/Windows/win.ini'],
    ['a double-encoded parent', '/%252e%252e/x'],
    ['a malformed escape', '/%E0%A4%A'],
    ['no leading slash', 'index.html'],
    ['an absolute path after a doubled slash', '//etc/passwd'],
    ['a folder', '/assets/'],
  ])('refuses %s', (_what, path) => {
    const resolved = resolveRendererPath(ROOT, path);
    // A double-encoded parent decodes once to the literal name "%2e%2e", a harmless missing file.
    if (path.includes('%25')) expect(resolved).toBe(join(ROOT, '%2e%2e', 'x'));
    else expect(resolved).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it('names the MIME type of each kind of built file, opaque bytes otherwise', () => {
    expect(contentTypeFor('/r/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('/r/assets/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('/r/assets/a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('/r/assets/f.woff2')).toBe('font/woff2');
    expect(contentTypeFor('/r/assets/i.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('/r/x.exe')).toBe('application/octet-stream');
  });
});

describe('realPathInside', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'bv-real-path-'));
    await mkdir(join(base, 'renderer', 'assets'), { recursive: true });
    await writeFile(join(base, 'renderer', 'index.html'), 'ours');
    await writeFile(join(base, 'renderer', '..hidden.js'), 'ours too');
    await writeFile(join(base, 'secret.txt'), 'not ours');
    await symlink(join(base, 'secret.txt'), join(base, 'renderer', 'assets', 'out.txt'));
    await symlink(join(base, 'renderer', 'index.html'), join(base, 'renderer', 'alias.html'));
    await symlink(base, join(base, 'renderer', 'up'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('gives the real path of a file inside the folder, links that stay inside included', async () => {
    const root = join(base, 'renderer');
    const realRoot = await realpath(root);
    expect(await realPathInside(root, join(root, 'index.html'))).toBe(join(realRoot, 'index.html'));
    expect(await realPathInside(root, join(root, 'alias.html'))).toBe(join(realRoot, 'index.html'));
    expect(await realPathInside(root, join(root, '..hidden.js'))).toBe(
      join(realRoot, '..hidden.js'),
    );
  });

  it('gives null for a link that leads out, or the folder itself', async () => {
    const root = join(base, 'renderer');
    expect(await realPathInside(root, join(root, 'assets', 'out.txt'))).toBeNull();
    expect(await realPathInside(root, join(root, 'up', 'secret.txt'))).toBeNull();
    expect(await realPathInside(root, join(root, 'up', 'renderer'))).toBeNull();
  });

  it('rejects when the file is missing', async () => {
    const root = join(base, 'renderer');
    await expect(realPathInside(root, join(root, 'missing.js'))).rejects.toThrow();
  });
});
