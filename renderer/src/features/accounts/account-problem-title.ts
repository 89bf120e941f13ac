import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { ErrorKind } from '#shared/result';

function titleOf(kind: ErrorKind, host: string): MessageDescriptor {
  switch (kind) {
    case 'invalid-key':
      return msg`The API key for ${host} cannot be right`;
    case 'invalid-argument':
      return msg`${host} cannot be used as it is written`;
    case 'auth':
      return msg`${host} refused the API key`;
    case 'network':
      return msg`Cannot reach ${host}`;
    case 'tls':
      return msg`No secure connection to ${host}`;
    case 'timeout':
      return msg`${host} took too long to answer`;
    case 'not-this-api':
    case 'invalid-response':
      return msg`${host} does not answer as the Bookings API`;
    case 'bad-request':
    case 'server':
      return msg`${host} could not answer`;
    case 'keychain-unavailable':
      return msg`The key for ${host} cannot be kept`;
    case 'not-found':
    case 'cancelled':
    case 'io':
    case 'internal':
      return msg`${host} was not added`;
    default:
      return assertNever(kind);
  }
}

/** The add-account dialog's heading for a failed check: what went wrong, and with which host. */
export function accountProblemTitle(i18n: I18n, kind: ErrorKind, host: string): string {
  return i18n._(titleOf(kind, host));
}
