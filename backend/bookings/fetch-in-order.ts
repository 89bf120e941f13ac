/**
 * Runs fetches with bounded concurrency and hands the results back in order. At most
 * `concurrency()` requests run at once; new ones start as soon as the oldest finishes, so memory
 * holds at most that many chunks plus the one being written. Items come from a lazy source, so
 * later items can be shaped by earlier answers. The first failure aborts the rest at once.
 */

/** One result, with the item it belongs to. */
export interface Fetched<I, T> {
  readonly item: I;
  readonly value: T;
}

/** Yields fetchOne(item) for each item nextItem() hands out (until null), in that order. */
export async function* fetchInOrder<I, T>(
  nextItem: () => I | null,
  fetchOne: (item: I, signal: AbortSignal) => Promise<T>,
  concurrency: () => number,
  signal: AbortSignal,
): AsyncGenerator<Fetched<I, T>> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  let firstError: { error: unknown } | null = null;
  const pending: { item: I; promise: Promise<T> }[] = [];
  let exhausted = false;
  const fill = (): void => {
    while (!exhausted && pending.length < Math.max(1, concurrency())) {
      const item = nextItem();
      if (item === null) {
        exhausted = true;
        return;
      }
      const promise = fetchOne(item, controller.signal);
      promise.catch((error: unknown) => {
        // Keep the real cause: the others then fail only because they were aborted.
        if (!firstError && !signal.aborted) firstError = { error };
        controller.abort();
      });
      pending.push({ item, promise });
    }
  };
  try {
    fill();
    while (pending.length > 0) {
      const { item, promise } = pending.shift() as { item: I; promise: Promise<T> };
      let value: T;
      try {
        value = await promise;
      } catch (error) {
        throw firstError ? (firstError as { error: unknown }).error : error;
      }
      fill();
      yield { item, value };
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    controller.abort();
  }
}

/** A lazy source over a fixed list. */
export function fromList<I>(items: readonly I[]): () => I | null {
  let i = 0;
  return () => (i < items.length ? (items[i++] as I) : null);
}
