import { describe, expect, it } from 'vitest';
import { appPage, devServerPage } from './trusted-url';

describe('trusted page URLs', () => {
  it('trusts exactly our built index.html on the app origin, with any hash or query', () => {
    const page = appPage('app://bookings-viewer');
    expect(page.loadUrl).toBe('app://bookings-viewer/index.html');
    expect(page.isTrusted('app://bookings-viewer/index.html#/x')).toBe(true);
    expect(page.isTrusted('app://bookings-viewer/index.html?a=1')).toBe(true);
    expect(page.isTrusted('app://bookings-viewer/other.html')).toBe(false);
    expect(page.isTrusted('app://evil/index.html')).toBe(false);
    expect(page.isTrusted('file:///opt/app/out/renderer/index.html')).toBe(false);
    expect(page.isTrusted('https://bookings-viewer/index.html')).toBe(false);
    expect(page.isTrusted('not a url')).toBe(false);
  });
  it('trusts the dev server origin only', () => {
    const page = devServerPage('http://localhost:5173/');
    expect(page.isTrusted('http://localhost:5173/index.html')).toBe(true);
    expect(page.isTrusted('http://localhost:5174/')).toBe(false);
    expect(page.isTrusted('http://evil.localhost:5173/')).toBe(false);
  });
});
