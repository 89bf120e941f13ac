import { describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './server';
import { HARBOUR, TEST_KEY, TEST_NOW, testDataset, useTestDemoServer } from './testing/fixture';

const truth = testDataset;
const { server, get, getJson } = useTestDemoServer();

describe('routing and authentication', () => {
  it('answers on 127.0.0.1 under /api/integrations', () => {
    expect(server().url).toBe(`http://127.0.0.1:${server().port}/api/integrations`);
    expect(server().host).toBe(`127.0.0.1:${server().port}`);
    expect(server().apiKey).toBe(TEST_KEY);
  });

  it('needs the right ApiKey on every endpoint, with a JSON error that never echoes the key', async () => {
    for (const path of ['/locations', '/bays', `/bookings?location_id=${HARBOUR}`]) {
      const missing = await get(path, null);
      const wrong = await get(path, 'not-the-key');
      for (const r of [missing, wrong]) {
        expect(r.status).toBe(401);
        expect(r.headers.get('content-type')).toMatch(/^application\/json/);
        expect(typeof (JSON.parse(r.text) as { error: unknown }).error).toBe('string');
        expect(r.text).not.toContain('not-the-key');
      }
      expect((await get(path)).status).toBe(200);
    }
  });

  it('says 404 for unknown paths and 405 for other methods, in JSON', async () => {
    const missing = await get('/reservations');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toHaveProperty('error');
    expect((await fetch(`${server().url.replace('/api/integrations', '')}/`)).status).toBe(404);
    const post = await fetch(`${server().url}/locations`, {
      method: 'POST',
      headers: { ApiKey: TEST_KEY },
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(await post.json()).toHaveProperty('error');
  });
});

describe('locations and bays', () => {
  it('lists locations as id and name', async () => {
    const list = await getJson<Record<string, unknown>[]>('/locations');
    expect(list).toEqual(truth.locations.map((l) => ({ id: l.id, name: l.name })));
  });

  it('lists bays with their tag (possibly null) and location', async () => {
    const list = await getJson<Record<string, unknown>[]>('/bays');
    expect(list).toHaveLength(60);
    for (const bay of list) {
      expect(Object.keys(bay)).toEqual(['id', 'name', 'tag', 'location']);
      expect(Object.keys(bay.location as object)).toEqual(['id', 'name']);
    }
    expect(list.some((b) => b.tag === null)).toBe(true);
  });
});

describe('determinism', () => {
  // Same seed and day, same data, is generate.test.ts's; a running server shares its cached copy.
  it('serves other data for another seed', async () => {
    const other = await startDemoServer({ apiKey: TEST_KEY, seed: 4, now: TEST_NOW });
    try {
      const fetchText = async (s: DemoServer, p: string): Promise<string> =>
        (await fetch(`${s.url}${p}`, { headers: { ApiKey: TEST_KEY } })).text();
      expect(await fetchText(other, '/locations')).not.toBe(
        await fetchText(server(), '/locations'),
      );
    } finally {
      await other.close();
    }
  });
});
