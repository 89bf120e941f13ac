import {
  chmod,
  chown,
  lstat,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/result';
import { writeAtomically } from './atomic-file';

let dir: string;
let umask: number;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-atomic-'));
  umask = process.umask(0o022);
});
afterEach(async () => {
  process.umask(umask);
  await rm(dir, { recursive: true, force: true });
});

const modeOf = async (path: string): Promise<number> => (await lstat(path)).mode & 0o777;

describe('writeAtomically', () => {
  it('puts the content in place and leaves no temporary file', async () => {
    const target = join(dir, 'report.csv');
    expect(
      await writeAtomically(target, async (file) => (await file.write('a,b\r\n')).bytesWritten),
    ).toBe(5);
    expect(await readFile(target, 'utf8')).toBe('a,b\r\n');
    expect(await readdir(dir)).toEqual(['report.csv']);
  });

  it('accepts a file the writer closed itself, as a flushing stream does', async () => {
    const target = join(dir, 'report.csv');
    await writeAtomically(target, async (file) => {
      await file.writeFile('streamed');
      await file.sync();
      await file.close();
    });
    expect(await readFile(target, 'utf8')).toBe('streamed');
  });

  it('keeps an existing file and removes the temporary one when the writer fails', async () => {
    const target = join(dir, 'report.csv');
    await writeFile(target, 'previous');
    const failing = writeAtomically(target, async (file) => {
      await file.writeFile('half');
      throw new AppFailure('server', 'The server failed (500).');
    });
    await expect(failing).rejects.toMatchObject({ kind: 'server' });
    expect(await readFile(target, 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['report.csv']);
  });

  describe.skipIf(process.platform === 'win32')('modes', () => {
    it('makes a new file exactly 0600, whatever the umask', async () => {
      process.umask(0o277);
      const target = join(dir, 'new.csv');
      await writeAtomically(target, (file) => file.writeFile('x'));
      expect(await modeOf(target)).toBe(0o600);
    });

    it('gives the temporary file its final mode before a byte is written', async () => {
      const target = join(dir, 'report.csv');
      await writeAtomically(target, async (file) => {
        const [temp] = (await readdir(dir)).filter((name) => name.endsWith('.partial'));
        expect(await modeOf(join(dir, temp ?? ''))).toBe(0o600);
        await file.writeFile('x');
      });
    });

    it.each([
      ['0600', 0o600],
      ['0640', 0o640],
      ['0644', 0o644],
      ['0400', 0o400],
    ])('keeps the %s mode of a file of ours that only we may write', async (_shown, mode) => {
      const target = join(dir, 'report.csv');
      await writeFile(target, 'previous');
      await chmod(target, mode);
      await writeAtomically(target, (file) => file.writeFile('ours'));
      expect(await modeOf(target)).toBe(mode);
    });

    it.each([
      ['0666', 0o666],
      ['0664', 0o664],
      ['0646', 0o646],
    ])('makes private a file of ours that others could write (%s)', async (_shown, mode) => {
      const target = join(dir, 'report.csv');
      await writeFile(target, 'previous');
      await chmod(target, mode);
      await writeAtomically(target, (file) => file.writeFile('ours'));
      expect(await modeOf(target)).toBe(0o600);
    });

    // Another user can plant the target in a shared folder without the sticky bit; only root may
    // give a file away, so the planting is simulated where the tests run as root.
    it.skipIf(process.getuid?.() !== 0).each([
      ['0666', 0o666],
      ['0644', 0o644],
      ['0600', 0o600],
    ])('replaces a %s file another user planted with a private file of ours', async (_s, mode) => {
      const target = join(dir, 'weekly.csv');
      await writeFile(target, 'planted');
      await chmod(target, mode);
      await chown(target, 65534, 65534);
      await writeAtomically(target, (file) => file.writeFile('ours'));
      const written = await lstat(target);
      expect(written.mode & 0o777).toBe(0o600);
      expect(written.uid).toBe(0);
      expect(await readFile(target, 'utf8')).toBe('ours');
    });

    it('replaces a link at the target with a private file, and leaves what it pointed to alone', async () => {
      const elsewhere = join(dir, 'elsewhere.csv');
      await writeFile(elsewhere, 'not ours');
      await chmod(elsewhere, 0o644);
      const target = join(dir, 'report.csv');
      await symlink(elsewhere, target);
      await writeAtomically(target, (file) => file.writeFile('ours'));
      expect((await lstat(target)).isFile()).toBe(true);
      expect(await modeOf(target)).toBe(0o600);
      expect(await readFile(elsewhere, 'utf8')).toBe('not ours');
    });
  });
});
