// A proxy that accepts connections and closes them: one request makes a few CONNECTs, as many as
// the client's retries allow, not a storm (undici 7 re-dials such a proxy in a tight loop).
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/result';
import { createApiClient } from './client';
import { createNodeFetch } from './node-fetch';
import { startClosingProxy, type ClosingPoint, type ClosingProxy } from './testing/closing-proxy';

const KEY = 'closing-proxy-key-2b8e4f';
/** A company host that only a proxy could reach (loopback is never proxied). */
const HOST = 'bookings.acme.test';
const RETRIES = 3;

const proxies: ClosingProxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((p) => p.close()));
});

async function failureThrough(point: ClosingPoint) {
  const proxy = await startClosingProxy(point);
  proxies.push(proxy);
  const client = createApiClient({
    host: HOST,
    apiKey: KEY,
    retries: RETRIES,
    baseDelayMs: 20,
    // A loop would go on until the timeout, so the timeout is what a storm would be counted over.
    timeoutMs: 10_000,
    fetch: createNodeFetch({ HTTPS_PROXY: proxy.url }),
  });
  const error = await client.listLocations().then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppFailure);
  return { proxy, failure: error as AppFailure };
}

describe('a proxy that closes the connections it accepts', () => {
  it('is sent one CONNECT per attempt when it closes before answering, and named', async () => {
    const { proxy, failure } = await failureThrough('request');
    expect(proxy.connects).toBe(RETRIES + 1);
    expect({ kind: failure.kind, message: failure.message }).toEqual({
      kind: 'network',
      message: `The proxy at ${proxy.url} closed the connection before it reached ${HOST}. Try again; if it keeps happening, ask your IT department whether the proxy allows ${HOST}.`,
    });
  });

  it('is sent one CONNECT per attempt when it closes right after "200 Connection Established"', async () => {
    const { proxy, failure } = await failureThrough('established');
    expect(proxy.connects).toBe(RETRIES + 1);
    // The tunnel was up: what closed it could be the proxy or the host behind it.
    expect({ kind: failure.kind, message: failure.message }).toEqual({
      kind: 'network',
      message: `Could not connect to ${HOST}. Check your internet connection and the host name, then try again.`,
    });
  });
});
