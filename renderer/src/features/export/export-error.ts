import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { AppError, ErrorKind } from '#shared/result';

/** What went wrong with an export, in the interface's language, and the backend's specifics. */
export interface ExportErrorText {
  /** What happened and what the person can do. */
  readonly sentence: string;
  /** The backend's own message (in English) where it names something: a file, a host, a status. */
  readonly detail: string | null;
}

/** Kinds whose backend message carries specifics worth showing beside the sentence. */
function hasSpecifics(kind: ErrorKind): boolean {
  return (
    kind === 'io' ||
    kind === 'bad-request' ||
    kind === 'server' ||
    kind === 'network' ||
    kind === 'tls' ||
    kind === 'invalid-argument' ||
    kind === 'invalid-response' ||
    kind === 'not-found'
  );
}

function sentenceOf(i18n: I18n, kind: ErrorKind): string {
  switch (kind) {
    case 'io':
      return i18n._(
        msg`The file could not be written. Check that the folder exists, that you may write there and that the disk has room, then export again.`,
      );
    case 'auth':
      return i18n._(
        msg`The API key was refused while the bookings were read. Check the account’s API key, then export again.`,
      );
    case 'invalid-key':
      return i18n._(msg`The account’s API key cannot be right. Enter it again, then export again.`);
    case 'network':
      return i18n._(
        msg`The server could not be reached while the bookings were read. Check the connection, then export again.`,
      );
    case 'tls':
      return i18n._(
        msg`The secure connection to the server failed while the bookings were read. Check the server’s address and certificate, then export again.`,
      );
    case 'timeout':
      return i18n._(
        msg`The server took too long to send the bookings. Try again, or export a shorter date range.`,
      );
    case 'server':
    case 'bad-request':
      return i18n._(
        msg`The server could not send the bookings. Try again in a moment; if it keeps failing, tell the server’s administrator.`,
      );
    case 'invalid-response':
    case 'not-this-api':
      return i18n._(
        msg`The server sent something that is not the bookings. Check the account’s server address, then export again.`,
      );
    case 'not-found':
      return i18n._(
        msg`The account, location or export is no longer there. Refresh, then export again.`,
      );
    case 'invalid-argument':
      return i18n._(
        msg`Something in the export’s options is not valid. Check the dates and options, then export again.`,
      );
    case 'keychain-unavailable':
      return i18n._(
        msg`There is no keychain to read the API key from. Set one up for this computer, then export again.`,
      );
    case 'cancelled':
      return i18n._(msg`The export was cancelled.`);
    case 'internal':
      return i18n._(msg`Something went wrong inside Bookings Viewer. Please export again.`);
    default:
      return assertNever(kind, 'error kind');
  }
}

/** The sentence for an export's failure, with the backend's message as a detail where it says more. */
export function exportErrorText(i18n: I18n, error: AppError): ExportErrorText {
  return {
    sentence: sentenceOf(i18n, error.kind),
    detail: hasSpecifics(error.kind) && error.message ? error.message : null,
  };
}
