import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppFailure } from '#shared/result';
import { ApiErrorSchema } from '#shared/api/schemas';
import { classifyFetchError, quoteServerText, serverErrorText } from './errors';
import { backoffMs, MAX_BACKOFF_MS, parseRetryAfter, sleep } from './retry';

describe('backoffMs', () => {
  it('grows exponentially with jitter in the upper half, and is capped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (attempt, base, r) => {
          const ceiling = Math.min(MAX_BACKOFF_MS, base * 2 ** attempt);
          const wait = backoffMs(attempt, base, () => r);
          expect(wait).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
          expect(wait).toBeLessThanOrEqual(Math.ceil(ceiling));
        },
      ),
    );
    expect(backoffMs(0, 300, () => 0)).toBe(150);
    expect(backoffMs(3, 300, () => 0.999999)).toBe(2400);
    expect(new Set(Array.from({ length: 20 }, () => backoffMs(4, 300))).size).toBeGreaterThan(1);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores what is neither', () => {
    for (const h of [null, '', '-5', '1.5', 'soon', '12abc'])
      expect(parseRetryAfter(h, now), String(h)).toBeNull();
  });
});

describe('sleep', () => {
  it('rejects as cancelled when aborted, before or while waiting', async () => {
    const c = new AbortController();
    c.abort();
    await expect(sleep(10, c.signal)).rejects.toMatchObject({ kind: 'cancelled' });
    const d = new AbortController();
    const waiting = sleep(60_000, d.signal);
    d.abort();
    await expect(waiting).rejects.toBeInstanceOf(AppFailure);
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});

describe('classifyFetchError', () => {
  const wrapped = (code: string): unknown =>
    new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code }) });
  it('tells certificate problems, unknown hosts and other network errors apart', () => {
    for (const code of [
      'CERT_HAS_EXPIRED',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'ERR_SSL_WRONG_VERSION_NUMBER',
    ]) {
      expect(classifyFetchError(wrapped(code), 'h')).toMatchObject({
        failure: { kind: 'tls' },
        retry: false,
      });
    }
    expect(classifyFetchError(wrapped('ENOTFOUND'), 'h')).toMatchObject({
      failure: { kind: 'network' },
      retry: false,
    });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EAI_AGAIN']) {
      expect(classifyFetchError(wrapped(code), 'h')).toMatchObject({
        failure: { kind: 'network' },
        retry: true,
      });
    }
    const aggregate = new TypeError('fetch failed', {
      cause: new AggregateError([Object.assign(new Error(), { code: 'ECONNREFUSED' })]),
    });
    expect(classifyFetchError(aggregate, 'h').retry).toBe(true);
    expect(classifyFetchError('weird', 'h').failure.kind).toBe('network');
  });
});

describe('server error text', () => {
  it('reads the documented Error body only', () => {
    expect(serverErrorText('{"error":"Bad date"}')).toBe('Bad date');
    for (const body of ['{"message":"x"}', '{"error":3}', '{"error":"  "}', 'oops', ''])
      expect(serverErrorText(body)).toBeNull();
  });
  it('agrees with ApiErrorSchema on what an Error body is', () => {
    const bodies = [
      '{"error":"x","code":1}',
      '["error"]',
      'null',
      '{"error":null}',
      '"error"',
      '{}',
    ];
    for (const body of [...bodies, '{"error":"Bad date"}']) {
      const viaSchema = ApiErrorSchema.safeParse(JSON.parse(body));
      expect(serverErrorText(body), body).toBe(viaSchema.success ? viaSchema.data.error : null);
    }
  });
  it('is cleaned before it is shown', () => {
    expect(quoteServerText('a\n\tb\u202ec  KEY!', 'KEY')).toBe('a b c [API key]!');
    expect(quoteServerText('x'.repeat(500), 'k')).toHaveLength(200);
  });
});
