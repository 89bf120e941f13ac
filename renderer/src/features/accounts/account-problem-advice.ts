import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { ErrorKind } from '#shared/result';

function adviceOf(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'invalid-key':
      return msg`Paste the whole API key again, exactly as your administrator gave it.`;
    case 'invalid-argument':
      return msg`Write the company host as a name alone, such as acme.example.com.`;
    case 'auth':
      return msg`Check the API key, or ask your administrator for a new one.`;
    case 'network':
      return msg`Check the host name and your internet connection, then test again.`;
    case 'tls':
      return msg`The server’s certificate could not be verified. Check the host name; if it is right, tell your IT department.`;
    case 'timeout':
      return msg`Test again in a moment. If it keeps happening, tell your administrator.`;
    case 'not-this-api':
    case 'invalid-response':
      return msg`Check the host name: it should be your company’s Bookings API.`;
    case 'bad-request':
    case 'server':
      return msg`Test again in a few minutes. If it keeps happening, tell your administrator.`;
    case 'keychain-unavailable':
      return msg`The connection works, but the key cannot be kept in this computer’s keychain, so nothing was saved. Make sure a keychain service is running, then add the account again.`;
    case 'not-found':
    case 'cancelled':
    case 'io':
    case 'internal':
      return msg`Try again. If it keeps happening, restart Bookings Viewer.`;
    default:
      return assertNever(kind);
  }
}

/** The add-account dialog's advice for a failed check: what the person can do next. */
export function accountProblemAdvice(i18n: I18n, kind: ErrorKind): string {
  return i18n._(adviceOf(kind));
}
