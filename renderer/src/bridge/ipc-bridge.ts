import type { Bridge, MethodName } from '#shared/contract';
// The zod-free list: the contract's schemas stay out of the renderer's bundle.
import { METHOD_NAMES } from '#shared/method-names';
import { EVENT_NAMES, subscriberName } from '#shared/event-names';
import { fail, type Result } from '#shared/result';
import type { PreloadApi } from '#shared/wire/preload-api';

// The contract's messages are English, as the backend's are: the interface says what happened in
// the reader's language by the error's kind, and shows these only as a detail.
const CANCELLED_MESSAGE = 'The request was cancelled.';
const LOST_APP_MESSAGE = 'The app window lost contact with Bookings Viewer. Restart the app.';

let counter = 0;
const nextCallId = (): string => `${Date.now().toString(36)}-${(++counter).toString(36)}`;

/** The Bridge over Electron IPC: the renderer's AbortSignal becomes `cancel(callId)` in main. */
export function createIpcBridge(api: PreloadApi): Bridge {
  const call = async (
    method: MethodName,
    args: unknown,
    signal?: AbortSignal,
  ): Promise<Result<unknown>> => {
    if (signal?.aborted) return fail('cancelled', CANCELLED_MESSAGE);
    const callId = nextCallId();
    const onAbort = (): void => api.cancel(callId);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const invoke = api[method] as (a: unknown, id: string) => Promise<Result<unknown>>;
      const result = await invoke(args, callId);
      return signal?.aborted && result.ok ? fail('cancelled', CANCELLED_MESSAGE) : result;
    } catch {
      return fail('internal', LOST_APP_MESSAGE);
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };
  const methods = Object.fromEntries(
    METHOD_NAMES.map((m) => [m, (args: unknown, signal?: AbortSignal) => call(m, args, signal)]),
  );
  const subscribers = Object.fromEntries(
    EVENT_NAMES.map((event) => [subscriberName(event), api[subscriberName(event)]]),
  );
  return { ...methods, ...subscribers } as Bridge;
}
