/**
 * A backend as a shell builds it, over a fresh data folder and an in-memory keychain, with one
 * company account added: where the backend's integration tests through the contract start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MethodArgs, MethodName, MethodResults } from '#shared/contract';
import { type Backend, createBackend } from '../backend';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';

/** The backend, the account added to it, and a typed call that throws a refusal's message. */
export interface CompanyBackend {
  readonly backend: Backend;
  readonly accountId: string;
  readonly dataDir: string;
  call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResults[M]>;
  /** Closes the backend and removes its data folder. */
  close(): Promise<void>;
}

/** Builds the backend and adds the company at `host` with `apiKey` under `label`. */
export async function companyBackend(company: {
  readonly shell: 'web' | 'cli';
  readonly host: string;
  readonly apiKey: string;
  readonly label: string;
  /** Where an export is saved (the save dialog's answer); default none, so no export runs. */
  readonly saveTo?: (fileName: string) => string;
}): Promise<CompanyBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bv-company-'));
  const backend = await createBackend({
    shell: company.shell,
    dataDir,
    secretStore: createMemorySecretStore(),
    fetch: globalThis.fetch,
    identity: { version: '1', platform: 'linux', locales: [] },
    files: {
      chooseSaveTarget: async (request) => company.saveTo?.(request.suggestedFileName) ?? null,
    },
    demo: { enabled: false },
  });
  const call = async <M extends MethodName>(
    method: M,
    args: MethodArgs<M>,
  ): Promise<MethodResults[M]> => {
    const result = await backend.dispatch(method, args, new AbortController().signal);
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value as MethodResults[M];
  };
  const { id: accountId } = await call('addAccount', {
    label: company.label,
    host: company.host,
    apiKey: company.apiKey,
  });
  return {
    backend,
    accountId,
    dataDir,
    call,
    async close() {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
