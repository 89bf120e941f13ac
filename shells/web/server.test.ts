import { execFileSync } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  realpath,
  rm,
  symlink,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { startWebShell, type WebShell } from './server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** How many of this process's descriptors are open on `path` (Linux: /proc/self/fd). */
async function openDescriptorsOf(path: string): Promise<number> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    fds.map((fd) => readlink(join('/proc/self/fd', fd)).catch(() => '')),
  );
  return targets.filter((target) => target === path).length;
}

let dir: string;
let shell: WebShell;
const logs: string[] = [];
const call = (headers: Record<string, string>, body = '{}') =>
  send(shell.port, '/api/call/listAccounts', { method: 'POST', headers, body });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-web-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>BV</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir, 'secret.txt'), 'outside');
  await mkdir(join(dir, 'elsewhere'));
  await writeFile(join(dir, 'elsewhere', 'other.js'), 'outside too');
  // Links that leave the renderer folder, and one that stays inside it.
  await symlink(join(dir, 'secret.txt'), join(rendererDir, 'assets', 'leak.txt'));
  await symlink('../../secret.txt', join(rendererDir, 'assets', 'relative-leak.txt'));
  await symlink(join(dir, 'elsewhere'), join(rendererDir, 'linked-folder'));
  await symlink('index.html', join(rendererDir, 'alias.html'));
  // Larger than what the socket and the stream buffer, so a transfer is still reading when a client leaves.
  await writeFile(join(rendererDir, 'assets', 'big.bin'), '');
  await truncate(join(rendererDir, 'assets', 'big.bin'), 64 * 1024 * 1024);
  shell = await startWebShell({
    dataDir: join(dir, 'data'),
    secretStore: createMemorySecretStore(),
    rendererDir,
    demo: { enabled: false },
    log: (l) => logs.push(l),
  });
});
afterAll(async () => {
  await shell?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('browser shell', () => {
  it('gives a loopback URL with a long random token in the fragment', () => {
    expect(shell.url).toBe(`http://127.0.0.1:${shell.port}/#token=${shell.token}`);
    expect(shell.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('serves the built renderer with the security headers and no CORS headers', async () => {
    const page = await send(shell.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>BV</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const script = await send(shell.port, '/assets/app.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    const api = await call({
      'Content-Type': 'application/json',
      'X-Bookings-Viewer-Token': shell.token,
      Origin: `http://127.0.0.1:${shell.port}`,
    });
    for (const answer of [page, script, api])
      expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual(
        [],
      );
  });

  it('does not serve files outside the renderer folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%00',
    ])
      expect((await send(shell.port, path)).status, path).toBe(404);
  });

  it('does not follow symbolic links out of the renderer folder', async () => {
    for (const path of [
      '/assets/leak.txt',
      '/assets/relative-leak.txt',
      '/linked-folder/other.js',
    ]) {
      const answer = await send(shell.port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('outside');
    }
    // A link that stays inside the folder is one of our files like any other.
    const alias = await send(shell.port, '/alias.html');
    expect(alias.status).toBe(200);
    expect(alias.body).toContain('<title>BV</title>');
  });

  // Linux only: the test counts descriptors in /proc/self/fd.
  it.skipIf(process.platform !== 'linux')(
    'stops reading a file when the client goes away mid-transfer',
    async () => {
      const big = await realpath(join(dir, 'renderer', 'assets', 'big.bin'));
      await new Promise<void>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: shell.port,
            path: '/assets/big.bin',
            headers: { Host: `127.0.0.1:${shell.port}` },
          },
          (res) =>
            res.once('data', () => {
              req.destroy();
              resolve();
            }),
        );
        req.on('error', reject);
        req.end();
      });
      // A paused stream would hold its descriptor for as long as the shell runs: one per aborted request.
      await vi.waitFor(async () => expect(await openDescriptorsOf(big)).toBe(0), {
        timeout: 10_000,
      });
      expect((await send(shell.port, '/')).status).toBe(200);
    },
  );

  it('answers calls with the right token', async () => {
    const answer = await call({
      'Content-Type': 'application/json',
      'X-Bookings-Viewer-Token': shell.token,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, value: { accounts: [], warning: null } });
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { 'X-Bookings-Viewer-Token': 'x'.repeat(43) }],
    ['a token prefix', { 'X-Bookings-Viewer-Token': 'a' }],
  ])('refuses calls with %s', async (_what, headers) => {
    const answer = await call({ 'Content-Type': 'application/json', ...headers });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { kind: 'auth' } });
  });

  it('refuses the token in the query string for calls and events, and downloads without their ticket', async () => {
    const viaQuery = await send(shell.port, `/api/call/listAccounts?token=${shell.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(viaQuery.status).toBe(401);
    expect((await send(shell.port, '/api/events')).status).toBe(401);
    const wrong = { 'X-Bookings-Viewer-Token': 'x'.repeat(43) };
    expect((await send(shell.port, '/api/events', { headers: wrong })).status).toBe(401);
    // The event stream takes the token from its header only, never from the URL.
    expect((await send(shell.port, `/api/events?token=${shell.token}`)).status).toBe(401);
    expect((await send(shell.port, '/api/exports/abc/download')).status).toBe(401);
    expect((await send(shell.port, '/api/exports/abc/download?ticket=nope')).status).toBe(401);
    // Neither in the query string nor in a header does the session token open a download.
    expect((await send(shell.port, `/api/exports/abc/download?token=${shell.token}`)).status).toBe(
      401,
    );
    expect(
      (
        await send(shell.port, '/api/exports/abc/download', {
          headers: { 'X-Bookings-Viewer-Token': shell.token },
        })
      ).status,
    ).toBe(401);
  });

  it.each([
    ['a foreign name (DNS rebinding)', 'evil.example:PORT'],
    ['another port', '127.0.0.1:1'],
    ['no port', '127.0.0.1'],
    ['a LAN address', '192.168.1.5:PORT'],
  ])('refuses a Host header with %s, even with the token', async (_what, host) => {
    const answer = await send(shell.port, '/api/call/listAccounts', {
      method: 'POST',
      headers: {
        Host: host.replace('PORT', String(shell.port)),
        'Content-Type': 'application/json',
        'X-Bookings-Viewer-Token': shell.token,
      },
      body: '{}',
    });
    expect(answer.status).toBe(421);
    expect(
      (await send(shell.port, '/', { headers: { Host: host.replace('PORT', String(shell.port)) } }))
        .status,
    ).toBe(421);
  });

  it('accepts localhost:PORT as Host, with its own Origin only', async () => {
    const answer = await send(shell.port, '/', { headers: { Host: `localhost:${shell.port}` } });
    expect(answer.status).toBe(200);
    const headers = {
      Host: `localhost:${shell.port}`,
      'Content-Type': 'application/json',
      'X-Bookings-Viewer-Token': shell.token,
    };
    const own = await call({ ...headers, Origin: `http://localhost:${shell.port}` });
    expect(own.status).toBe(200);
    const crossed = await call({ ...headers, Origin: `http://127.0.0.1:${shell.port}` });
    expect(crossed.status).toBe(403);
  });

  it.each([
    'https://evil.example',
    `http://127.0.0.1:${1}`,
    'null',
    'http://localhost.evil.example',
  ])('refuses a foreign Origin %s, even with the token', async (origin) => {
    const answer = await call({
      'Content-Type': 'application/json',
      'X-Bookings-Viewer-Token': shell.token,
      Origin: origin,
    });
    expect(answer.status).toBe(403);
  });

  it('refuses a foreign Host or Origin on the event stream and downloads too, token or not', async () => {
    const token = { 'X-Bookings-Viewer-Token': shell.token };
    for (const path of ['/api/events', '/api/exports/abc/download?ticket=x']) {
      const rebound = await send(shell.port, path, {
        headers: { ...token, Host: `evil.example:${shell.port}` },
      });
      expect(rebound.status, path).toBe(421);
      const crossSite = await send(shell.port, path, {
        headers: { ...token, Origin: 'https://evil.example' },
      });
      expect(crossSite.status, path).toBe(403);
    }
  });

  it('wants JSON: a form-encoded body or bad JSON is refused', async () => {
    const headers = { 'X-Bookings-Viewer-Token': shell.token };
    expect((await call({ ...headers, 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await call({ ...headers, 'Content-Type': 'application/json' }, '{nope')).status).toBe(
      400,
    );
  });

  it('streams events as text/event-stream', async () => {
    let type: string | undefined;
    const first = await readEvents(
      shell,
      (text) => text.length > 0,
      (res) => {
        type = res.headers['content-type'];
      },
    );
    expect(type).toMatch(/^text\/event-stream/);
    expect(first).toContain('retry:');
  });

  // To a URL parser '//' starts a host name: '//' and '//:' failed as internal errors (500 and a log
  // line), and '//host/api/…' was routed as a call while the file path was the raw '//host/…'.
  it('takes a request target as the path it is: no host in it, and one path for routing and files', async () => {
    const before = logs.length;
    for (const target of ['//', '//:', '//elsewhere/index.html']) {
      expect((await send(shell.port, target)).status, target).toBe(404);
    }
    const call = await send(shell.port, '//elsewhere/api/call/listAccounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': shell.token },
      body: '{}',
    });
    expect(call.status).toBe(405);
    // Only a path is served; a browser never sends an origin server a whole address.
    const absolute = await send(shell.port, `http://127.0.0.1:${shell.port}/index.html`);
    expect(absolute.status).toBe(400);
    expect(logs.slice(before)).toEqual([]);
    expect((await send(shell.port, '/')).status).toBe(200);
  });

  it('logs nothing for ordinary traffic', () => {
    expect(logs).toEqual([]);
  });
});

/** Reads the event stream of `shell` until `enough` says so, then closes it; `opened` once it is subscribed. */
function readEvents(
  shell: WebShell,
  enough: (text: string) => boolean,
  opened: (res: IncomingMessage) => void = () => undefined,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: shell.port,
        path: '/api/events',
        headers: { Host: `127.0.0.1:${shell.port}`, 'X-Bookings-Viewer-Token': shell.token },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          // The stream subscribes before it writes anything, so any data means it is listening.
          if (text === '') opened(res);
          text += c;
          if (enough(text)) {
            req.destroy();
            resolve(text);
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const downloadUrlsIn = (events: string): string[] =>
  [...events.matchAll(/"downloadUrl":"([^"]+)"/g)].map((m) => m[1] ?? '');
const downloadUrlIn = (events: string): string => downloadUrlsIn(events).at(-1) ?? '';

describe('browser shell export events', () => {
  it('replays the final state of an export to a late event stream; each download link works once, and the page gets the next', async () => {
    const late = await startWebShell({
      dataDir: join(dir, 'data-late'),
      secretStore: createMemorySecretStore(),
      rendererDir: join(dir, 'renderer'),
      log: (l) => logs.push(l),
    });
    try {
      const post = (method: string, body: unknown) =>
        send(late.port, `/api/call/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': late.token },
          body: JSON.stringify(body),
        }).then((a) => JSON.parse(a.body) as { ok: boolean; value: never });
      const locations = (await post('listLocations', { accountId: 'demo' })) as {
        value: { items: Array<{ id: string }> };
      };
      const today = new Date().toISOString().slice(0, 10);
      const started = (await post('startExport', {
        accountId: 'demo',
        locationId: locations.value.items[0]?.id,
        from: today,
        to: today,
        zone: 'UTC',
      })) as { value: { exportId: string } };
      const { exportId } = started.value;
      const replay = await readEvents(late, (text) => text.includes('"state":"done"'));
      expect(replay).toContain('event: exportProgress');
      expect(replay).toContain(`"exportId":"${exportId}"`);
      const downloadUrl = downloadUrlIn(replay);
      expect(downloadUrl).toMatch(
        new RegExp(`^/api/exports/${exportId}/download\\?ticket=[A-Za-z0-9_-]{43}$`),
      );
      expect(downloadUrl).not.toContain(late.token);
      // A page that is open while the file downloads is sent the next link.
      let renewed: Promise<string> = Promise.resolve('');
      await new Promise<void>((opened) => {
        renewed = readEvents(
          late,
          (text) => downloadUrlsIn(text).length >= 2,
          () => opened(),
        );
      });
      const download = await send(late.port, downloadUrl);
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(download.body).toContain('booking_id,');
      // The ticket is used up: the same address (from history, a log) opens nothing any more.
      const reused = await send(late.port, downloadUrl);
      expect(reused.status).toBe(401);
      expect(reused.body).not.toContain('booking_id');
      const next = downloadUrlsIn(await renewed)[1] ?? '';
      expect(next).not.toBe(downloadUrl);
      // A page that opens later gets the fresh link in the replay; a second click works once too.
      expect(downloadUrlIn(await readEvents(late, (t) => t.includes('"state":"done"')))).toBe(next);
      const ticket = next.split('ticket=')[1] ?? '';
      expect((await send(late.port, `/api/exports/other/download?ticket=${ticket}`)).status).toBe(
        401,
      );
      expect((await send(late.port, next)).status).toBe(200);
      expect((await send(late.port, next)).status).toBe(401);
    } finally {
      await late.close();
    }
  });
});

/** Runs a demo export on `target` to its end: its id, the page's download link and the file on disk. */
async function finishedExport(
  target: WebShell,
): Promise<{ exportId: string; downloadUrl: string; file: string }> {
  const post = (method: string, body: unknown) =>
    send(target.port, `/api/call/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': target.token },
      body: JSON.stringify(body),
    }).then((a) => JSON.parse(a.body) as { ok: boolean; value: never });
  const locations = (await post('listLocations', { accountId: 'demo' })) as {
    value: { items: Array<{ id: string }> };
  };
  const today = new Date().toISOString().slice(0, 10);
  const started = (await post('startExport', {
    accountId: 'demo',
    locationId: locations.value.items[0]?.id,
    from: today,
    to: today,
    zone: 'UTC',
  })) as { value: { exportId: string } };
  const { exportId } = started.value;
  const events = await readEvents(target, (text) =>
    new RegExp(`"exportId":"${exportId}"[^\\n]*"state":"done"`).test(text),
  );
  const downloadUrl =
    downloadUrlsIn(
      events
        .split('\n')
        .filter((l) => l.includes(exportId))
        .join('\n'),
    ).at(-1) ?? '';
  const file = target.backend.exportFilePath(exportId);
  if (!file) throw new Error('the finished export has no file');
  return { exportId, downloadUrl, file };
}

describe('browser shell downloads that fail', () => {
  let demo: WebShell;
  beforeAll(async () => {
    demo = await startWebShell({
      dataDir: join(dir, 'data-downloads'),
      secretStore: createMemorySecretStore(),
      rendererDir: join(dir, 'renderer'),
      log: (l) => logs.push(l),
    });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('answers an export that cannot be read (a folder where its file was) with an error, and keeps serving', async () => {
    const { downloadUrl, file } = await finishedExport(demo);
    await rm(file);
    await mkdir(file);
    const failed = await send(demo.port, downloadUrl);
    expect(failed.status).toBe(404);
    expect(failed.body).toMatch(/Export again/);
    // The shell is still there for the next request.
    expect((await send(demo.port, '/')).status).toBe(200);
  });

  // A FIFO opened for reading waits for a writer: the open must not hang there, holding a pool thread.
  it.skipIf(process.platform === 'win32')(
    'answers an export that is a FIFO with an error at once, and keeps serving',
    async () => {
      const { downloadUrl, file } = await finishedExport(demo);
      await rm(file);
      execFileSync('mkfifo', [file]);
      const failed = await send(demo.port, downloadUrl);
      expect(failed.status).toBe(404);
      expect((await send(demo.port, '/')).status).toBe(200);
    },
  );

  it('spends a download ticket only on a download that is served', async () => {
    const { downloadUrl, file } = await finishedExport(demo);
    const contents = await readFile(file, 'utf8');
    await rm(file);
    const missing = await send(demo.port, downloadUrl);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/Export again/);
    // The failed attempt left the page's link working: once the file is there, it downloads, once.
    await writeFile(file, contents);
    const served = await send(demo.port, downloadUrl);
    expect(served.status).toBe(200);
    expect(served.body).toBe(contents);
    expect((await send(demo.port, downloadUrl)).status).toBe(401);
  });

  it('serves one download per ticket, also to requests that arrive together', async () => {
    const { downloadUrl } = await finishedExport(demo);
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(demo.port, downloadUrl)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
  });
});
