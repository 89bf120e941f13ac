import { assertNever } from '#shared/assert-never';
import type { ErrorKind } from '#shared/result';

/** The add-account dialog's heading for a failed check: what went wrong, and with which host. */
export function accountProblemTitle(kind: ErrorKind, host: string): string {
  switch (kind) {
    case 'invalid-key':
      return `The API key for ${host} cannot be right`;
    case 'invalid-argument':
      return `${host} cannot be used as it is written`;
    case 'auth':
      return `${host} refused the API key`;
    case 'network':
      return `Cannot reach ${host}`;
    case 'tls':
      return `No secure connection to ${host}`;
    case 'timeout':
      return `${host} took too long to answer`;
    case 'not-this-api':
    case 'invalid-response':
      return `${host} does not answer as the Bookings API`;
    case 'bad-request':
    case 'server':
      return `${host} could not answer`;
    case 'keychain-unavailable':
      return `The key for ${host} cannot be kept`;
    case 'not-found':
    case 'cancelled':
    case 'io':
    case 'internal':
      return `${host} was not added`;
    default:
      return assertNever(kind);
  }
}
