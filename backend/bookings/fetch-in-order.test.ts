import { describe, expect, it } from 'vitest';
import { fetchInOrder, fromList } from './fetch-in-order';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new Error('aborted'));
    });
  });

describe('fetchInOrder', () => {
  it('yields in order with at most `concurrency` fetches at once', async () => {
    let inFlight = 0;
    let max = 0;
    const items = Array.from({ length: 20 }, (_, i) => i);
    const out: number[] = [];
    for await (const { item, value } of fetchInOrder(
      fromList(items),
      async (i, signal) => {
        inFlight += 1;
        max = Math.max(max, inFlight);
        await sleep((i * 7) % 5, signal); // finish out of order
        inFlight -= 1;
        return i * 10;
      },
      () => 4,
      new AbortController().signal,
    )) {
      expect(value).toBe(item * 10);
      out.push(item);
    }
    expect(out).toEqual(items);
    expect(max).toBe(4);
  });

  it('rethrows the first failure, not the aborts it causes, and aborts the rest', async () => {
    const aborted: number[] = [];
    const run = async () => {
      for await (const _ of fetchInOrder(
        fromList([0, 1, 2, 3]),
        async (i, signal) => {
          signal.addEventListener('abort', () => aborted.push(i));
          if (i === 2) throw new Error('boom');
          await sleep(50, signal);
          return i;
        },
        () => 4,
        new AbortController().signal,
      ));
    };
    await expect(run()).rejects.toThrow('boom');
    expect(aborted).toEqual(expect.arrayContaining([0, 1, 3]));
  });

  it('aborts in-flight fetches when the consumer stops early', async () => {
    let abortedCount = 0;
    for await (const _ of fetchInOrder(
      fromList([0, 1, 2, 3, 4]),
      async (i, signal) => {
        signal.addEventListener('abort', () => (abortedCount += 1));
        if (i > 0) await sleep(20, signal).catch(() => undefined);
        return i;
      },
      () => 3,
      new AbortController().signal,
    )) {
      break;
    }
    expect(abortedCount).toBeGreaterThan(0);
  });
});
