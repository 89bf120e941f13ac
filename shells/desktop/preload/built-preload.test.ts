// The built preload (out/preload/index.cjs) as Electron's sandbox runs it: a CommonJS script whose
// `require` answers only a few modules, not Node's. Vitest's module graph would resolve anything, so
// a chunk or a Node import in the bundle would pass index.test.ts and fail in the app.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '#shared/method-names';
import { IPC_CHANNELS } from '#shared/wire/preload-api';
import { ensureMainBuilt } from '#scripts/cli-build';

const BUILT_PRELOAD = join(resolve(import.meta.dirname, '../../..'), 'out', 'preload', 'index.cjs');
// What a sandboxed preload may require (Electron's "Preload scripts" in its sandbox tutorial).
const SANDBOX_MODULES = new Set(['electron', 'events', 'timers', 'url']);

interface Loaded {
  readonly exposed: Map<string, Record<string, unknown>>;
  readonly invoked: Array<{ channel: string; args: unknown[] }>;
  readonly required: string[];
}

async function loadAsSandboxed(): Promise<Loaded> {
  const exposed = new Map<string, Record<string, unknown>>();
  const invoked: Loaded['invoked'] = [];
  const required: string[] = [];
  const ipcRenderer = {
    invoke: async (channel: string, ...args: unknown[]) => {
      invoked.push({ channel, args });
      return { ok: true, value: null };
    },
    send: (channel: string, ...args: unknown[]) => invoked.push({ channel, args }),
    on: () => ipcRenderer,
    removeListener: () => ipcRenderer,
  };
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.set(key, api),
    },
    ipcRenderer,
  };
  const sandboxRequire = (name: string): unknown => {
    required.push(name);
    if (!SANDBOX_MODULES.has(name)) throw new Error(`module not found: ${name}`);
    if (name !== 'electron') throw new Error(`the test does not stand in for ${name}`);
    return electron;
  };
  const code = await readFile(BUILT_PRELOAD, 'utf8');
  const module = { exports: {} };
  runInNewContext(`(function (require, module, exports) {${code}\n})`, {
    console,
  })(sandboxRequire, module, module.exports);
  return { exposed, invoked, required };
}

beforeAll(() => ensureMainBuilt(), 180_000);

describe('the built preload in a sandbox', () => {
  it('requires only electron and exposes exactly the contract under bookingsViewer', async () => {
    const { exposed, required } = await loadAsSandboxed();
    expect(required).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['bookingsViewer']);
    const api = exposed.get('bookingsViewer') ?? {};
    expect(Object.keys(api).sort()).toEqual(
      [
        ...METHOD_NAMES,
        'cancel',
        'onExportProgress',
        'onInsightsProgress',
        'onAllLocationsProgress',
        'onStoreChanged',
      ].sort(),
    );
  });

  it('sends a contract call over the one call channel with its method name', async () => {
    const { exposed, invoked } = await loadAsSandboxed();
    const listAccounts = exposed.get('bookingsViewer')?.listAccounts as (
      args: unknown,
      callId: string,
    ) => Promise<unknown>;
    await expect(listAccounts({}, 'call-1')).resolves.toEqual({ ok: true, value: null });
    expect(invoked).toHaveLength(1);
    expect(invoked[0]?.channel).toBe(IPC_CHANNELS.call);
    expect(JSON.stringify(invoked[0]?.args)).toContain('listAccounts');
  });
});
