/**
 * What can go wrong, as the renderer sees it. Each kind maps to a message a facility manager can act on.
 */
export type ErrorKind =
  | 'auth' // 401/403: the key is wrong, revoked or for another company
  | 'bad-request' // 400 from the API, with its own text
  | 'server' // 5xx or other unexpected status
  | 'network' // host unreachable, DNS, connection reset
  | 'tls' // certificate or TLS handshake problem
  | 'timeout'
  | 'invalid-response' // not JSON, or not the shape the API documents
  | 'not-this-api' // the host answered, but is not the Bookings Integration API
  | 'invalid-argument' // the caller sent something malformed (validated at the boundary)
  | 'invalid-key' // an API key that cannot be right (empty, too short, unsendable characters)
  | 'not-found' // unknown account, location or export
  | 'keychain-unavailable' // no OS keychain to keep API keys in
  | 'cancelled'
  | 'io' // reading or writing a local file failed
  | 'internal';

/** A failure that crosses the boundary: a kind to branch on and a message to show. */
export interface AppError {
  readonly kind: ErrorKind;
  readonly message: string;
}

/** Every contract call resolves to this; nothing is thrown across the boundary. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

/** Wraps a value as a success. */
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Wraps an error as a failure. */
export const fail = <T = never>(kind: ErrorKind, message: string): Result<T> => ({
  ok: false,
  error: { kind, message },
});

/** An Error that carries an ErrorKind, thrown inside the backend and turned into a Result at the boundary. */
export class AppFailure extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AppFailure';
  }
}

/** Turns anything thrown into an AppError without leaking stack traces or internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppFailure) return { kind: error.kind, message: error.message };
  if (error instanceof Error && error.name === 'AbortError') {
    return { kind: 'cancelled', message: 'The request was cancelled.' };
  }
  return {
    kind: 'internal',
    message: 'Something went wrong inside Bookings Viewer. Please try again.',
  };
}
