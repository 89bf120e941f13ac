import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronFake } from '../testing/electron';
import { CONTENT_SECURITY_POLICY } from '#backend/content-security-policy';

type Handler = (request: { url: string; method: string }) => Promise<Response>;

const fake = {
  get privileged() {
    return electronFake.privilegedSchemes.map((s) => s.scheme);
  },
  handlers: electronFake.protocolHandlers as Map<string, Handler>,
};

const { APP_ORIGIN, handleAppProtocol, registerAppScheme } = await import('./app-protocol');

let base: string;
let renderer: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'bv-protocol-'));
  renderer = join(base, 'renderer');
  await mkdir(join(renderer, 'assets'), { recursive: true });
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>ours</title>');
  await writeFile(join(renderer, 'assets', 'index.js'), 'console.log(1)');
  await writeFile(join(renderer, 'assets', 'index.css'), 'body{}');
  await writeFile(join(base, 'secret.txt'), 'not for the page');
  await symlink(join(base, 'secret.txt'), join(renderer, 'assets', 'link.txt'));
  registerAppScheme();
  handleAppProtocol(renderer);
});
afterAll(() => rm(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => fake.handlers.get('app')!({ url, method });

describe('the app:// protocol', () => {
  it('registers app as a standard, secure scheme that does not bypass the CSP', () => {
    expect(APP_ORIGIN).toBe('app://bookings-viewer');
    expect(fake.privileged).toEqual([
      {
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      },
    ]);
    expect(fake.privileged[0]).not.toHaveProperty('privileges.bypassCSP');
  });

  it('serves the renderer with its MIME types and the CSP as a response header', async () => {
    for (const [path, type, body] of [
      ['/', 'text/html; charset=utf-8', '<!doctype html><title>ours</title>'],
      ['/index.html#/x', 'text/html; charset=utf-8', '<!doctype html><title>ours</title>'],
      ['/assets/index.js?v=1', 'text/javascript; charset=utf-8', 'console.log(1)'],
      ['/assets/index.css', 'text/css; charset=utf-8', 'body{}'],
    ] as const) {
      const response = await get(`app://bookings-viewer${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await response.text(), path).toBe(body);
    }
  });

  it.each([
    'app://bookings-viewer/../../etc/passwd',
    'app://bookings-viewer/assets/../../secret.txt',
    'app://bookings-viewer/%2e%2e%2fsecret.txt',
    'app://bookings-viewer/%2E%2E/secret.txt',
    'app://bookings-viewer/assets%2f..%2f..%2fsecret.txt',
    'app://bookings-viewer/..%5csecret.txt',
    'app://bookings-viewer//etc/passwd',
    'app://bookings-viewer/%2fetc%2fpasswd',
    'app://bookings-viewer/%2Fetc/passwd',
    'app://bookings-viewer/C:/Windows/win.ini',
    'app://bookings-viewer/index.html%00.png',
  ])('refuses the traversal %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('not for the page');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses a symbolic link out of the folder, missing files and folders', async () => {
    for (const path of ['/assets/link.txt', '/missing.js', '/assets']) {
      const response = await get(`app://bookings-viewer${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('not for the page');
    }
  });

  it.each([
    'app://evil/index.html',
    'app://bookings-viewer.evil/index.html',
    'app://user@bookings-viewer:99/index.html',
    'app:///index.html',
    'file:///etc/passwd',
  ])('refuses the unknown host of %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(403);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('app://bookings-viewer/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('app://bookings-viewer/index.html', 'POST')).status).toBe(405);
  });
});
