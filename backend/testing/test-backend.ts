/**
 * A backend as a shell builds it, over a fresh data folder and an in-memory keychain, with the
 * demo company: where tests of the contract's methods through dispatch start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MethodArgs, MethodName, MethodResults } from '#shared/contract';
import type { AppError } from '#shared/result';
import { type Backend, type BackendOptions, createBackend } from '../backend';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';

/** What a method answered: its value, or the refusal the user would read. */
export type Answer<M extends MethodName> =
  | { readonly ok: true; readonly value: MethodResults[M] }
  | { readonly ok: false; readonly error: AppError };

/** An open backend, its folder and keychain, and a typed call. */
export interface TestBackend {
  readonly backend: Backend;
  readonly dataDir: string;
  readonly secrets: ReturnType<typeof createMemorySecretStore>;
  call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<Answer<M>>;
  /** Closes the backend and removes its data folder. */
  close(): Promise<void>;
}

/** Opens a backend on a fresh data folder; `runSchedule` is Send now's runner, given the folder. */
export async function openTestBackend(
  options: {
    readonly runSchedule?: (dataDir: string) => BackendOptions['runSchedule'];
  } = {},
): Promise<TestBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bv-test-backend-'));
  const secrets = createMemorySecretStore();
  const backend = await createBackend({
    dataDir,
    secretStore: secrets,
    shell: 'web',
    identity: { version: '0.0.0-test', platform: process.platform, locales: [] },
    fetch: globalThis.fetch,
    files: { chooseSaveTarget: async () => null },
    demo: { enabled: true, options: { seed: 1 } },
    runSchedule: options.runSchedule?.(dataDir),
  });
  return {
    backend,
    dataDir,
    secrets,
    call: async (method, args) =>
      (await backend.dispatch(method, args, new AbortController().signal)) as Answer<never>,
    async close() {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
