// The backend under the browser shell, called over its HTTP contract, against the hostile API
// (backend/api/testing/hostile-api.ts): nasty text is answered whole, each broken answer
// is a named error the page can show, and the shell keeps serving after every one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bridge } from '#shared/contract';
import { createHttpBridge } from '../../renderer/src/bridge/http-bridge';
import { type Attack, NASTY_TEXT, startHostileApi } from '../../backend/api/testing/hostile-api';
import { sendJson, startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { startWebShell, type WebShell } from './server';

const KEY = 'hostile-web-key-3a9d';
let dir: string;
let shell: WebShell;
let bridge: Bridge;
const servers: TestServer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-hostile-web-'));
  shell = await startWebShell({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    demo: { enabled: false },
    env: { BOOKINGS_VIEWER_MAX_RESPONSE_MB: '1' },
    log: () => undefined,
  });
  bridge = createHttpBridge({ token: shell.token, baseUrl: `http://127.0.0.1:${shell.port}` });
});

afterAll(async () => {
  await shell?.close();
  await Promise.all(servers.map((s) => s.close()));
  await rm(dir, { recursive: true, force: true });
});

async function serve(attack: Attack): Promise<TestServer> {
  const server = await startHostileApi(attack);
  servers.push(server);
  return server;
}

const addAccount = (server: TestServer) =>
  bridge.addAccount({ label: server.host, host: server.host, apiKey: KEY });

describe('the browser shell’s backend against a hostile API', () => {
  it('answers nasty text whole: each location and booking once, the figures worked out', async () => {
    const api = await serve({ kind: 'nasty-text' });
    const added = await addAccount(api);
    if (!added.ok) throw new Error(added.error.message);
    const accountId = added.value.id;
    const locations = await bridge.listLocations({ accountId });
    expect(locations.ok && locations.value.items.map((l) => [l.id, l.name])).toEqual([
      ['loc-1', NASTY_TEXT],
      ['loc-2', '\u202eSite two'],
    ]);
    const bookings = await bridge.listBookings({
      accountId,
      locationId: 'loc-1',
      timeMin: '2026-03-02T00:00:00Z',
      timeMax: '2026-03-03T00:00:00Z',
      zone: 'UTC',
    });
    expect(bookings.ok && bookings.value.items.map((b) => b.id).sort()).toEqual([
      'b-1',
      'b-far',
      'b-old',
    ]);
    const insights = await bridge.getInsights({
      accountId,
      locationId: 'loc-1',
      from: '2026-03-02',
      to: '2026-03-08',
      zone: 'UTC',
      filter: { tags: null, search: null, timeOfDay: null },
    });
    expect(insights.ok && insights.value.totals.bookings).toBe(3);
  });

  it('names each broken answer as an error, and keeps serving', async () => {
    const elsewhere = await startTestServer((_req, res) => sendJson(res, 200, []));
    servers.push(elsewhere);
    const cases: readonly [Attack, RegExp][] = [
      [{ kind: 'endless-body' }, /sent an answer larger than 1 MB/],
      [{ kind: 'huge-body', megabytes: 3 }, /sent an answer larger than 1 MB/],
      [{ kind: 'close' }, /./],
      [{ kind: 'redirect', to: elsewhere.origin }, /./],
    ];
    for (const [attack, message] of cases) {
      const api = await serve(attack);
      const added = await addAccount(api);
      expect(added.ok, attack.kind).toBe(false);
      if (added.ok) continue;
      expect(added.error.kind, attack.kind).not.toBe('internal');
      expect(added.error.message, attack.kind).toMatch(message);
      expect(added.error.message).not.toContain(KEY);
    }
    expect(elsewhere.requests.filter((r) => r.headers.apikey !== undefined)).toEqual([]);
    expect((await bridge.getAppInfo({})).ok).toBe(true);
  });
});
