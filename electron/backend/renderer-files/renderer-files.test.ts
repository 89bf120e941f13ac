import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor } from './content-type';
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
