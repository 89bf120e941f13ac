import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpBridge } from '../../renderer/src/bridge/http-bridge';
import { defineContractSuite } from '../../backend/testing/contract-suite';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import type { Result } from '#shared/result';
import { startWebShell } from './server';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const makeDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'bv-contract-http-'));
  dirs.push(dir);
  return dir;
};

defineContractSuite('HTTP (browser shell)', makeDir, async ({ dataDir, secretStore }) => {
  const logs: string[] = [];
  const shell = await startWebShell({ dataDir, secretStore, log: (line) => logs.push(line) });
  const base = `http://127.0.0.1:${shell.port}`;
  const bridge = createHttpBridge({ token: shell.token, baseUrl: base });
  return {
    bridge,
    logs,
    async raw(method, args) {
      const response = await fetch(`${base}/api/call/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': shell.token },
        body: JSON.stringify(args),
      });
      return (await response.json()) as Result<unknown>;
    },
    async readExport(progress) {
      if (!progress.downloadUrl) throw new Error('no download URL');
      const response = await fetch(`${base}${progress.downloadUrl}`);
      if (response.status !== 200) throw new Error(`download answered ${response.status}`);
      if (!/^attachment;/.test(response.headers.get('content-disposition') ?? ''))
        throw new Error('not served as an attachment');
      return response.text();
    },
    close: () => shell.close(),
  };
});

describe('HTTP (browser shell) bookings', () => {
  it('arrive through the bridge exactly as the backend gave them (they travel packed)', async () => {
    const shell = await startWebShell({
      dataDir: await makeDir(),
      secretStore: createMemorySecretStore(),
      log: () => undefined,
    });
    try {
      const bridge = createHttpBridge({
        token: shell.token,
        baseUrl: `http://127.0.0.1:${shell.port}`,
      });
      const locations = await bridge.listLocations({ accountId: 'demo' });
      if (!locations.ok) throw new Error(locations.error.message);
      const today = new Date().toISOString().slice(0, 10);
      const args = {
        accountId: 'demo',
        locationId: locations.value.items[0]?.id ?? '',
        timeMin: `${today}T00:00:00Z`,
        timeMax: `${today}T23:59:59Z`,
        zone: 'UTC',
      };
      const viaHttp = await bridge.listBookings(args);
      const direct = await shell.backend.dispatch(
        'listBookings',
        args,
        new AbortController().signal,
      );
      expect(viaHttp.ok && viaHttp.value.items.length).toBeGreaterThan(0);
      expect(viaHttp).toEqual(direct);
    } finally {
      await shell.close();
    }
  });
});
