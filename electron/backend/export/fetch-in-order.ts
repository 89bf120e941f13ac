/**
 * Runs fetches with bounded concurrency and hands the results back in order. At most `concurrency`
 * requests run at once; the next one starts as soon as the oldest finishes, so memory holds at most
 * that many chunks plus the one being written. The first failure aborts the rest at once.
 */

/** One result, with the item it belongs to. */
export interface Fetched<I, T> {
  readonly item: I;
  readonly value: T;
}

/** Yields fetchOne(item) for each item, in the items' order. */
export async function* fetchInOrder<I, T>(
  items: readonly I[],
  fetchOne: (item: I, signal: AbortSignal) => Promise<T>,
  concurrency: number,
  signal: AbortSignal,
): AsyncGenerator<Fetched<I, T>> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  let firstError: { error: unknown } | null = null;
  const pending: Promise<T>[] = [];
  let next = 0;
  const launch = (): void => {
    const item = items[next] as I;
    next += 1;
    const p = fetchOne(item, controller.signal);
    p.catch((error: unknown) => {
      // Keep the real cause: the others then fail only because they were aborted.
      if (!firstError && !signal.aborted) firstError = { error };
      controller.abort();
    });
    pending.push(p);
  };
  try {
    while (next < items.length && pending.length < Math.max(1, concurrency)) launch();
    for (const item of items) {
      let value: T;
      try {
        value = await (pending.shift() as Promise<T>);
      } catch (error) {
        throw firstError ? (firstError as { error: unknown }).error : error;
      }
      if (next < items.length) launch();
      yield { item, value };
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
