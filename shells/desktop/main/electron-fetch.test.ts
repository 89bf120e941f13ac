import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { net, session } from 'electron';
import { sendJson, startTestServer, type TestServer } from '#backend/api/testing/http-server';
import { electronFake } from '../testing/electron';
import { electronFetch } from './electron-fetch';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer((_req, res) => sendJson(res, 200, []));
});
afterAll(async () => {
  await api?.close();
});

describe('electronFetch', () => {
  it('fetches loopback hosts in a session whose proxy mode is direct, never the default one', async () => {
    const fetch = electronFetch();
    const answer = await fetch(`${api.origin}/api/integrations/locations`, {
      headers: { ApiKey: 'k' },
    });
    expect(await answer.json()).toEqual([]);
    await (await fetch(`http://localhost:${api.port}/x`)).body?.cancel();
    expect(api.requests).toHaveLength(2);
    expect(net.fetch).not.toHaveBeenCalled();

    const made = [...electronFake.sessions.values()];
    expect(made).toHaveLength(1);
    const direct = made[0]!;
    // In memory only (no "persist:" prefix), and set to direct before its first request.
    expect(direct.partition).not.toMatch(/^persist:/);
    expect(direct.setProxy).toHaveBeenCalledWith({ mode: 'direct' });
    expect(direct.setProxy.mock.invocationCallOrder[0]).toBeLessThan(
      direct.fetch.mock.invocationCallOrder[0] ?? 0,
    );
    expect(direct.fetch).toHaveBeenCalledTimes(2);
    expect(session.fromPartition).toHaveBeenCalledTimes(1);
  });
});
