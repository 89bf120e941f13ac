import { describe, expect, it } from 'vitest';
import { devServerPage, filePage } from './trusted-url';

describe('trusted page URLs', () => {
  it('trusts exactly our built index.html, with any hash or query', () => {
    const page = filePage('file:///opt/app/out/renderer/index.html');
    expect(page.isTrusted('file:///opt/app/out/renderer/index.html#/x')).toBe(true);
    expect(page.isTrusted('file:///opt/app/out/renderer/other.html')).toBe(false);
    expect(page.isTrusted('file:///tmp/index.html')).toBe(false);
    expect(page.isTrusted('https://opt/app/out/renderer/index.html')).toBe(false);
    expect(page.isTrusted('not a url')).toBe(false);
  });
  it('trusts the dev server origin only', () => {
    const page = devServerPage('http://localhost:5173/');
    expect(page.isTrusted('http://localhost:5173/index.html')).toBe(true);
    expect(page.isTrusted('http://localhost:5174/')).toBe(false);
    expect(page.isTrusted('http://evil.localhost:5173/')).toBe(false);
  });
});
