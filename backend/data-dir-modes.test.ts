import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { APP_FOLDER_NAME, prepareDataDir } from './data-dir';
import { createMemorySecretStore } from './secrets/testing/memory-secret-store';
import { writeJsonFileAtomic } from './json-file';
import { openStore, STORE_FILE } from './store/open-store';

let base: string;
let umask: number;
// With no umask to help, so the modes come from the code alone.
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'bv-data-dir-'));
  umask = process.umask(0);
});
afterEach(async () => {
  process.umask(umask);
  await rm(base, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the data folder on a POSIX system', () => {
  it('is created 0700, with any missing parent', async () => {
    const dir = join(base, 'config', APP_FOLDER_NAME);
    await prepareDataDir(dir);
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(join(base, 'config'))).toBe(0o700);
  });

  it('is created 0700 as the backend starts, before anything is saved', async () => {
    const dir = join(base, APP_FOLDER_NAME);
    const backend = await createBackend({
      dataDir: dir,
      secretStore: createMemorySecretStore(),
      shell: 'web',
      identity: { version: '1', platform: 'linux', locales: [] },
      fetch: globalThis.fetch,
      files: { chooseSaveTarget: async () => null },
      demo: { enabled: false },
    });
    await backend.close();
    expect(await modeOf(dir)).toBe(0o700);
  });

  it('is created 0700 by the first write of a JSON file when it went missing meanwhile', async () => {
    const dir = join(base, 'elsewhere');
    await writeJsonFileAtomic(join(dir, 'window-state.json'), {});
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(join(dir, 'window-state.json'))).toBe(0o600);
  });

  it('closes a folder of ours that an older version left readable to others', async () => {
    const dir = join(base, APP_FOLDER_NAME);
    await mkdir(dir, { mode: 0o755 });
    await prepareDataDir(dir);
    expect(await modeOf(dir)).toBe(0o700);
  });

  it('leaves the modes of an existing folder the user named elsewhere', async () => {
    const dir = join(base, 'shared-profile');
    await mkdir(dir);
    await chmod(dir, 0o750);
    await prepareDataDir(dir);
    expect(await modeOf(dir)).toBe(0o750);
  });

  it('does not throw when the folder cannot be made', async () => {
    await writeFile(join(base, 'a-file'), '');
    await expect(prepareDataDir(join(base, 'a-file', APP_FOLDER_NAME))).resolves.toBeUndefined();
  });

  it('keeps the store 0600, with its -wal and -shm files, once the backend has written to it', async () => {
    const dir = join(base, APP_FOLDER_NAME);
    const backend = await createBackend({
      dataDir: dir,
      secretStore: createMemorySecretStore(),
      shell: 'web',
      identity: { version: '1', platform: 'linux', locales: [] },
      fetch: globalThis.fetch,
      files: { chooseSaveTarget: async () => null },
      demo: { enabled: true },
    });
    try {
      const saved = await backend.dispatch(
        'updateSettings',
        { accountId: 'demo', zone: 'Europe/Paris' },
        new AbortController().signal,
      );
      expect(saved).toMatchObject({ ok: true });
      // Looked at while the backend still holds the store open: its -wal and -shm files exist then.
      const files = (await readdir(dir)).filter((f) => f.startsWith(STORE_FILE));
      expect(files).toContain(STORE_FILE);
      for (const file of files) expect(await modeOf(join(dir, file)), file).toBe(0o600);
    } finally {
      await backend.close();
    }
    expect(await modeOf(join(dir, STORE_FILE))).toBe(0o600);
  });

  it('makes a store left 0644 private again when it is opened', async () => {
    const dir = join(base, APP_FOLDER_NAME);
    await prepareDataDir(dir);
    openStore(dir).store.close();
    await chmod(join(dir, STORE_FILE), 0o644);
    openStore(dir).store.close();
    expect(await modeOf(join(dir, STORE_FILE))).toBe(0o600);
  });

  it('writes over a JSON file left 0644 with a 0600 one', async () => {
    const path = join(base, 'window-state.json');
    await writeJsonFileAtomic(path, { a: 1 });
    await chmod(path, 0o644);
    await writeJsonFileAtomic(path, { a: 2 });
    expect(await modeOf(path)).toBe(0o600);
  });
});
