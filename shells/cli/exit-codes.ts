/** The command line's exit codes: scripts and cron jobs branch on these, so they never change. */
import { assertNever } from '#shared/assert-never';
import type { ErrorKind } from '#shared/result';

/** Every exit code the command line uses. */
export const EXIT = {
  ok: 0,
  /** Anything not listed below: a file that cannot be written, no keychain, an internal error. */
  other: 1,
  usage: 2,
  auth: 3,
  /** Network, TLS, timeout, or the server failed. */
  networkOrServer: 4,
  invalidResponse: 5,
  /** Stopped with Ctrl+C (128 + SIGINT). */
  interrupted: 130,
} as const;

/** The exit code for a failure of this kind. */
export function exitCodeFor(kind: ErrorKind): number {
  switch (kind) {
    case 'invalid-argument':
    case 'invalid-key':
    case 'not-found':
      return EXIT.usage;
    case 'auth':
      return EXIT.auth;
    case 'bad-request':
    case 'server':
    case 'network':
    case 'tls':
    case 'timeout':
      return EXIT.networkOrServer;
    case 'invalid-response':
    case 'not-this-api':
      return EXIT.invalidResponse;
    case 'cancelled':
      return EXIT.interrupted;
    case 'keychain-unavailable':
    case 'io':
    case 'internal':
      return EXIT.other;
    default:
      return assertNever(kind);
  }
}
