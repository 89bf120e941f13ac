// A file that can be opened but not read (a disk error, a file cut short underneath us) must not take
// the browser shell down: the read stream's failure is injected here, as no file on disk fails on cue.
import type * as NodeFs from 'node:fs';
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { startWebShell, type WebShell } from './server';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const ioError = (): Error => Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
  // Fails at once, or after a first chunk (so the answer has begun).
  const failing = (firstChunk: string | null): Readable => {
    let sent = firstChunk === null;
    return new Readable({
      read() {
        if (sent) return this.destroy(ioError());
        sent = true;
        this.push(firstChunk);
      },
    });
  };
  const createReadStream = ((path: string, options?: object) => {
    const name = String(path);
    if (name.endsWith('unreadable.js') || name.endsWith('cut-short.js')) {
      const fd = (options as { fd?: { close?: () => Promise<void> } } | undefined)?.fd;
      void fd?.close?.();
      return failing(name.endsWith('cut-short.js') ? 'console' : null);
    }
    return fs.createReadStream(path, options as never);
  }) as typeof fs.createReadStream;
  return { ...fs, default: { ...fs, createReadStream }, createReadStream };
});

/** One GET; `complete` is false when the answer was cut short (a connection closed before it ended). */
function get(
  port: number,
  path: string,
): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { Host: `127.0.0.1:${port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('error', () => undefined);
        res.on('close', () =>
          resolve({ status: res.statusCode ?? 0, body, complete: res.complete }),
        );
      },
    );
    // A connection closed before the answer's head arrived is an answer cut short too.
    req.on('error', () => resolve({ status: 0, body: '', complete: false }));
    req.end();
  });
}

let dir: string;
let shell: WebShell;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-web-stream-errors-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>BV</title>');
  await writeFile(join(rendererDir, 'assets', 'unreadable.js'), 'console.log(1)');
  await writeFile(join(rendererDir, 'assets', 'cut-short.js'), 'console.log(1)');
  shell = await startWebShell({
    dataDir: join(dir, 'data'),
    secretStore: createMemorySecretStore(),
    rendererDir,
    demo: { enabled: false },
    log: () => undefined,
  });
});
afterAll(async () => {
  await shell?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('browser shell, a file that cannot be read', () => {
  it('answers 500 and keeps serving', async () => {
    const failed = await get(shell.port, '/assets/unreadable.js');
    expect(failed.status).toBe(500);
    expect(failed.body).toMatch(/could not be read/);
    const next = await get(shell.port, '/');
    expect(next.status).toBe(200);
    expect(next.body).toContain('<title>BV</title>');
  });

  it('cuts an answer short when the read fails after it began, and keeps serving', async () => {
    const failed = await get(shell.port, '/assets/cut-short.js');
    expect(failed.complete).toBe(false);
    expect(failed.body).not.toBe('console.log(1)');
    expect((await get(shell.port, '/')).complete).toBe(true);
  });
});
