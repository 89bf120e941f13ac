import type { AppError, Result } from '#shared/result';

/** A failed contract call, thrown so TanStack Query sees an error; carries the precise AppError. */
export class BridgeError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.name = 'BridgeError';
  }
}

/** Resolves a contract call to its value, or throws a BridgeError with the backend's message. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (result.ok) return result.value;
  throw new BridgeError(result.error);
}

// English, as the backend's messages are: the interface says what happened by the error's kind, in
// the reader's language (ui/status/error-text.ts).
const INTERNAL_MESSAGE = 'Something went wrong inside Bookings Viewer. Please try again.';

/** The AppError behind anything a query or mutation threw. */
export function appErrorOf(error: unknown): AppError {
  if (error instanceof BridgeError) return error.appError;
  return {
    kind: 'internal',
    message: INTERNAL_MESSAGE,
  };
}
