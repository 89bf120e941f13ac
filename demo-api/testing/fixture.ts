import { afterAll, beforeAll, expect } from 'vitest';
import { generateDataset, presetSpec } from '../generate';
import { startDemoServer, type DemoServer } from '../server';

/** The instant the demo tests pin "today" to: mid-April 2026, so the window holds a DST change. */
export const TEST_NOW = Date.UTC(2026, 3, 15, 12);
/** The key the test server expects. */
export const TEST_KEY = 'test-key-123';
/** The data set the test server serves, for comparing answers against. */
export const testDataset = generateDataset(3, presetSpec('demo'), TEST_NOW);
/** The id of the test data set's first location. */
export const HARBOUR = testDataset.locations[0]?.id as string;

/** A raw answer from the test server. */
export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** Starts a demo server around the calling test file's tests and gives typed GET helpers for it. */
export function useTestDemoServer() {
  let server: DemoServer | undefined;
  beforeAll(async () => {
    server = await startDemoServer({ apiKey: TEST_KEY, seed: 3, now: TEST_NOW });
  });
  afterAll(() => server?.close());

  const current = (): DemoServer => {
    if (!server) throw new Error('The demo server has not started yet.');
    return server;
  };
  const get = async (path: string, key: string | null = TEST_KEY): Promise<Reply> => {
    const res = await fetch(`${current().url}${path}`, {
      headers: key === null ? {} : { ApiKey: key },
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const getJson = async <T>(path: string): Promise<T> => {
    const r = await get(path);
    expect(r.status, r.text).toBe(200);
    return JSON.parse(r.text) as T;
  };
  return { server: current, get, getJson };
}
