import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeQuietly, openRegularFile } from './opened-file';

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
