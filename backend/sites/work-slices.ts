/**
 * Long work in slices: after a few milliseconds of it, a turn of the event loop, so every other call
 * (IPC, the browser shell's requests, a timer) is answered meanwhile; and a stop as soon as the call
 * is cancelled.
 */
import { AppFailure } from '#shared/result';

/** The longest run of work between two turns of the event loop. */
export const SLICE_MS = 4;

/**
 * A pause to await between two pieces of work: it yields once the slice is used up, and throws
 * AppFailure('cancelled') once `signal` aborts.
 */
export function workSlicer(
  signal: AbortSignal,
  what: string,
  sliceMs = SLICE_MS,
): () => Promise<void> {
  const cancelled = (): AppFailure => new AppFailure('cancelled', `${what} were cancelled.`);
  let sliceStart = performance.now();
  return async () => {
    if (signal.aborted) throw cancelled();
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal.aborted) throw cancelled();
    sliceStart = performance.now();
  };
}
