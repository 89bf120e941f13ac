// The shell's temporary exports folder holds personal data: one a crashed shell left is removed at the
// next start, while the folder of a shell that still runs is left alone.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { startWebShell } from './server';

/** The pid of a process that has exited (so nothing answers to it now). */
async function pidOfAnEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('the child process did not start');
  return child.pid;
}

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'bv-export-folder-'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

const start = (temp: string) =>
  startWebShell({
    dataDir: join(base, 'data'),
    secretStore: createMemorySecretStore(),
    rendererDir: join(base, 'renderer'),
    demo: { enabled: false },
    tempDir: temp,
    log: () => undefined,
  });

describe('the browser shell temporary exports folder', () => {
  it('is made in the temporary folder and removed when the shell stops', async () => {
    const temp = await mkdtemp(join(base, 'tmp-'));
    const shell = await start(temp);
    const made = await readdir(temp);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^bookings-viewer-exports-/);
    await shell.close();
    expect(await readdir(temp)).toEqual([]);
  });

  it('removes the folder a crashed shell left at the next start, never a running shell’s or anything else', async () => {
    const temp = await mkdtemp(join(base, 'tmp-'));
    const running = await start(temp);
    const [runningFolder] = await readdir(temp);
    const ended = await pidOfAnEndedProcess();
    const left = join(temp, `bookings-viewer-exports-${ended}-AbC123`);
    await mkdir(join(left, 'e1'), { recursive: true });
    await writeFile(join(left, 'e1', 'bookings.csv'), 'booking_id,user_name\n1,Ada\n');
    const notOurs = join(temp, 'bookings-viewer-exports.txt');
    await writeFile(notOurs, 'not a folder of ours');
    await mkdir(join(temp, 'someone-else-exports-1-x'));

    const next = await start(temp);
    try {
      const after = await readdir(temp);
      expect(after).not.toContain(`bookings-viewer-exports-${ended}-AbC123`);
      expect(after).toContain(runningFolder);
      expect(after).toContain('bookings-viewer-exports.txt');
      expect(after).toContain('someone-else-exports-1-x');
      // The running shell's folder and the new one.
      expect(after.filter((n) => n.startsWith('bookings-viewer-exports-'))).toHaveLength(2);
    } finally {
      await next.close();
      await running.close();
    }
  });
});
