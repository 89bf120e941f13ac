import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeQuietly, openRegularFile, sendOpenedFile } from './opened-file';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-opened-file-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('openRegularFile', () => {
  it('opens a regular file with its size', async () => {
    await writeFile(join(dir, 'a.csv'), 'booking_id\n');
    const file = await openRegularFile(join(dir, 'a.csv'));
    expect(file?.size).toBe(11);
    if (file) await closeQuietly(file.handle);
  });

  it('gives null for a missing file and a folder', async () => {
    await mkdir(join(dir, 'folder'));
    expect(await openRegularFile(join(dir, 'missing.csv'))).toBeNull();
    expect(await openRegularFile(join(dir, 'folder'))).toBeNull();
  });

  // A FIFO without a writer would hold the open (and a pool thread) for good; it must answer at once.
  it.skipIf(process.platform === 'win32')(
    'gives null for a FIFO, without waiting for a writer',
    async () => {
      execFileSync('mkfifo', [join(dir, 'pipe.csv')]);
      expect(await openRegularFile(join(dir, 'pipe.csv'))).toBeNull();
    },
  );
});

describe('sendOpenedFile', () => {
  // Node refuses a header with a control character in it; the file was left open and the request failed.
  it('answers 500 and closes the file when a header cannot be sent', async () => {
    await writeFile(join(dir, 'b.csv'), 'booking_id\n');
    const file = await openRegularFile(join(dir, 'b.csv'));
    if (!file) throw new Error('the file did not open');
    const server = createServer((_req, res) =>
      sendOpenedFile(res, file, { 'X-Name': 'a\nb' }, { head: false, unreadable: 'Unreadable.' }),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(answer.status).toBe(500);
      expect(answer.headers.get('x-name')).toBeNull();
      expect(await answer.text()).toBe('Unreadable.');
      expect(file.handle.fd).toBe(-1);
    } finally {
      await new Promise<void>((closed) => server.close(() => closed()));
    }
  });
});
