import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { EVENT_NAMES, subscriberName } from '#shared/event-names';
import { METHOD_NAMES } from '#shared/method-names';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Bridge } from '#shared/contract';
import { createBackend } from './backend';
import { defineContractSuite } from './testing/contract-suite';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const makeDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'bv-contract-direct-'));
  dirs.push(dir);
  return dir;
};

defineContractSuite('direct dispatch', makeDir, async ({ dataDir, secretStore }) => {
  const exportDir = await makeDir();
  const paths = new Map<string, string>();
  const backend = await createBackend({
    dataDir,
    secretStore,
    shell: 'electron',
    identity: { version: '0.0.0-test', platform: process.platform, locales: ['en-GB'] },
    fetch: globalThis.fetch,
    files: {
      chooseSaveTarget: async ({ suggestedFileName }) => join(exportDir, suggestedFileName),
      revealFile: () => undefined,
    },
  });
  // What IPC does to values: a structured clone, so nothing but data crosses.
  const call = async (method: string, args: unknown, signal?: AbortSignal) =>
    structuredClone(await backend.dispatch(method, args, signal ?? new AbortController().signal));
  const bridge = Object.fromEntries(
    METHOD_NAMES.map((m) => [m, (args: unknown, signal?: AbortSignal) => call(m, args, signal)]),
  ) as Record<string, unknown>;
  for (const event of EVENT_NAMES)
    bridge[subscriberName(event)] = (listener: (p: unknown) => void) =>
      backend.subscribe(event, (p) => listener(structuredClone(p)));
  return {
    bridge: bridge as unknown as Bridge,
    raw: (method, args) => call(method, args),
    logs: [],
    async readExport(progress) {
      const path = backend.exportFilePath(progress.exportId) ?? paths.get(progress.exportId) ?? '';
      return readFile(path, 'utf8');
    },
    close: () => backend.close(),
  };
});
