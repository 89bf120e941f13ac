import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportStarted } from '#shared/contract';
import type { Location, Parsed } from '#shared/model';
import { AppFailure } from '#shared/result';
import { createAccountKeys } from './accounts/account-keys';
import type { ApiClient } from './api/client';
import { createBackend, type BackendOptions } from './backend';
import { createMemorySecretStore } from './secrets/testing/memory-secret-store';
import { saveAccountRow } from './store/testing/edit-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-backend-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const base = (overrides: Partial<BackendOptions> = {}): BackendOptions => ({
  dataDir: dir,
  secretStore: createMemorySecretStore(),
  shell: 'web',
  identity: { version: '1', platform: 'linux', locales: [] },
  fetch: globalThis.fetch,
  files: { chooseSaveTarget: async () => null },
  demo: { enabled: false },
  ...overrides,
});
const signal = () => new AbortController().signal;
const saved = {
  id: 'acc-1',
  label: 'Acme',
  host: 'acme.example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('createBackend', () => {
  it('starts with a warning, not a crash, when a legacy accounts.json is corrupt', async () => {
    await writeFile(join(dir, 'accounts.json'), '{ this is not json');
    const backend = await createBackend(base({ demo: { enabled: true } }));
    const files = await readdir(dir);
    expect(files).toContain('accounts.json.backup');
    expect(files).not.toContain('accounts.json');
    const list = await backend.dispatch('listAccounts', {}, signal());
    expect(list).toMatchObject({
      ok: true,
      value: {
        accounts: [{ id: 'demo', isDemo: true }],
        warning: expect.stringContaining(join(dir, 'accounts.json.backup')),
      },
    });
    await backend.close();
  });

  it('masks a key even if an upstream error message quoted it', async () => {
    const secretStore = createMemorySecretStore();
    await createAccountKeys(secretStore).save(saved, 'super-secret-key-42');
    saveAccountRow(dir, saved);
    const leaky: ApiClient = {
      baseUrl: 'https://acme.example.com/api/integrations',
      listLocations: async () => {
        throw new AppFailure('auth', 'Key super-secret-key-42 was refused');
      },
      listBays: async () => ({ items: [], dropped: 0 }),
      listBookings: async () => ({ items: [], dropped: 0 }),
      receiveBookings: async () => ({ read: () => ({ items: [], dropped: 0 }) }),
    };
    const backend = await createBackend(base({ secretStore, makeClient: () => leaky }));
    const result = await backend.dispatch('listLocations', { accountId: 'acc-1' }, signal());
    expect(result).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Key [redacted] was refused' },
    });
    await backend.close();
  });

  it('says what to do when an account has lost its key', async () => {
    saveAccountRow(dir, saved);
    const backend = await createBackend(base());
    expect(await backend.dispatch('listBays', { accountId: 'acc-1' }, signal())).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: expect.stringContaining('missing from the keychain') },
    });
    await backend.close();
  });

  it('returns null from startExport when the save dialog is dismissed', async () => {
    const backend = await createBackend(base({ demo: { enabled: true } }));
    const started = await backend.dispatch(
      'startExport',
      { accountId: 'demo', locationId: 'x', from: '2026-01-01', to: '2026-01-02', zone: 'UTC' },
      signal(),
    );
    expect(started).toEqual({ ok: true, value: null });
    await backend.close();
  });

  it('refuses to reveal an export in the browser shell, which cannot open a folder', async () => {
    const backend = await createBackend(
      base({
        demo: { enabled: true },
        files: { chooseSaveTarget: async () => join(dir, 'out.csv') },
      }),
    );
    expect(await backend.dispatch('revealExport', { exportId: 'nope' }, signal())).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    const locations = await backend.dispatch('listLocations', { accountId: 'demo' }, signal());
    const locationId = locations.ok
      ? ((locations.value as Parsed<Location>).items[0]?.id ?? '')
      : '';
    const started = await backend.dispatch(
      'startExport',
      { accountId: 'demo', locationId, from: '2026-01-01', to: '2026-01-01', zone: 'UTC' },
      signal(),
    );
    const exportId = started.ok ? ((started.value as ExportStarted)?.exportId ?? '') : '';
    expect(exportId).not.toBe('');
    expect(await backend.dispatch('revealExport', { exportId }, signal())).toEqual({
      ok: false,
      error: {
        kind: 'invalid-argument',
        message: 'Showing files in their folder is only possible in the desktop app.',
      },
    });
    await backend.close();
  });

  it('hands the interface’s language to the shell’s words, and refuses one it is not written in', async () => {
    const setShellLanguage = vi.fn();
    const desktop = await createBackend(base({ shell: 'electron', setShellLanguage }));
    const set = (backend: typeof desktop, language: unknown) =>
      backend.dispatch('setInterfaceLanguage', { language }, signal());
    expect(await set(desktop, 'de')).toEqual({ ok: true, value: null });
    expect(setShellLanguage.mock.calls).toEqual([['de']]);
    for (const language of ['es', 'DE', 'pseudo', undefined])
      expect(await set(desktop, language), String(language)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument', message: expect.stringContaining('language') },
      });
    expect(setShellLanguage).toHaveBeenCalledTimes(1);
    await desktop.close();
    // The browser shell and the command line have no words of their own: accepted, nothing done.
    const web = await createBackend(base());
    expect(await set(web, 'fr')).toEqual({ ok: true, value: null });
    await web.close();
  });
});
