/**
 * What went wrong, in the reader's language. The backend writes its messages in English, with the
 * specifics (a host, a status code) inside them; the interface chooses its own words by the error's
 * kind and keeps the backend's message only as a detail.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { AppError, ErrorKind } from '#shared/result';

/** A short heading for each kind of failure: what happened. */
function titleOf(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'auth':
      return msg`The API key was refused`;
    case 'bad-request':
      return msg`The server refused the request`;
    case 'server':
      return msg`The server had a problem`;
    case 'network':
      return msg`Cannot reach the server`;
    case 'tls':
      return msg`Secure connection failed`;
    case 'timeout':
      return msg`The server took too long`;
    case 'invalid-response':
      return msg`The server sent something unreadable`;
    case 'not-this-api':
      return msg`This is not the Bookings API`;
    case 'invalid-argument':
      return msg`Something in the request is not valid`;
    case 'invalid-key':
      return msg`The API key cannot be right`;
    case 'not-found':
      return msg`Not found`;
    case 'keychain-unavailable':
      return msg`No keychain to keep API keys in`;
    case 'cancelled':
      return msg`Cancelled`;
    case 'io':
      return msg`A file could not be read or written`;
    case 'internal':
      return msg`Something went wrong`;
    default:
      return assertNever(kind, 'error kind');
  }
}

/** For each kind of failure, what the person can do about it. */
function adviceOf(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'auth':
      return msg`Check the API key, or ask your administrator for a new one.`;
    case 'bad-request':
      return msg`Check the location and dates you chose, then try again.`;
    case 'server':
      return msg`Try again in a few minutes. If it keeps happening, tell your administrator.`;
    case 'network':
      return msg`Check your internet connection and the host name, then try again.`;
    case 'tls':
      return msg`The server’s certificate could not be verified. Check the host name; if it is right, tell your IT department.`;
    case 'timeout':
      return msg`Try again. For a long period, try a shorter one.`;
    case 'invalid-response':
      return msg`Try again. If it keeps happening, tell your administrator.`;
    case 'not-this-api':
      return msg`The host answered, but not as the Bookings Integration API does. Check the host name.`;
    case 'invalid-argument':
      return msg`Check what you entered or chose, then try again.`;
    case 'invalid-key':
      return msg`Paste the whole API key again, exactly as your administrator gave it.`;
    case 'not-found':
      return msg`What was asked for is no longer there. Refresh, or choose another one.`;
    case 'keychain-unavailable':
      return msg`API keys are kept in this computer’s keychain, and none answered. Make sure a keychain service is running, then try again.`;
    case 'cancelled':
      return msg`It was stopped before it finished. Try again when you are ready.`;
    case 'io':
      return msg`Check that the folder exists, that you may write to it and that the disk has room, then try again.`;
    case 'internal':
      return msg`Try again. If it keeps happening, restart Bookings Viewer.`;
    default:
      return assertNever(kind, 'error kind');
  }
}

/** The heading for a kind of failure, in the interface's language. */
export function errorTitle(i18n: I18n, kind: ErrorKind): string {
  return i18n._(titleOf(kind));
}

/** What to do about a kind of failure, in the interface's language. */
export function errorAdvice(i18n: I18n, kind: ErrorKind): string {
  return i18n._(adviceOf(kind));
}

/** A failure as the interface shows it: its kind, and the backend's own words when it sent any. */
export interface ShownError {
  readonly kind: ErrorKind;
  /** The backend's message (English, with the host or status), or null when there was none. */
  readonly detail: string | null;
}

function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { kind?: unknown; message?: unknown };
  return typeof v.kind === 'string' && typeof v.message === 'string';
}

/**
 * The failure behind anything a query or mutation threw, or an AppError from a Result. Anything
 * else is a failure of the renderer itself, with no message worth showing.
 */
export function shownErrorOf(error: unknown): ShownError {
  // A failed contract call (data/bridge-error.ts) carries its AppError; ui/ does not import data/.
  const carried = error instanceof Error ? (error as { appError?: unknown }).appError : undefined;
  if (isAppError(carried))
    return { kind: carried.kind, detail: error instanceof Error ? error.message : carried.message };
  if (isAppError(error)) return { kind: error.kind, detail: error.message };
  return { kind: 'internal', detail: null };
}
