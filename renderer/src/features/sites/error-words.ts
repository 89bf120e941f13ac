/**
 * What went wrong, in the interface's language: a sentence chosen by the error's kind (the
 * backend's messages are English), with the backend's message as a detail where it names
 * specifics (a file, a host, a status). Pure.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { AppError, ErrorKind } from '#shared/result';

function cause(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'auth':
      return msg`The API key was refused: check the company’s API key.`;
    case 'bad-request':
      return msg`The server refused the request.`;
    case 'server':
      return msg`The server had a problem.`;
    case 'network':
      return msg`The server cannot be reached: check the network connection.`;
    case 'tls':
      return msg`The secure connection to the server failed: check the server’s address and certificate.`;
    case 'timeout':
      return msg`The server took too long to answer.`;
    case 'invalid-response':
      return msg`The server’s answer could not be read.`;
    case 'not-this-api':
      return msg`The server answered, but it is not the Bookings API: check the company’s server address.`;
    case 'invalid-argument':
      return msg`Something in the request is not valid.`;
    case 'invalid-key':
      return msg`The API key cannot be right: enter the company’s API key again.`;
    case 'not-found':
      return msg`The company or site was not found: it may have been removed.`;
    case 'keychain-unavailable':
      return msg`No keychain is available to keep API keys in.`;
    case 'cancelled':
      return msg`The request was cancelled.`;
    case 'io':
      return msg`A file on this computer could not be read or written: check the free disk space and the folder’s permissions.`;
    case 'internal':
      return msg`Something went wrong inside Bookings Viewer.`;
    default:
      return assertNever(kind, 'error kind');
  }
}

/** Kinds whose backend message says nothing the sentence does not. */
const GENERIC: ReadonlySet<ErrorKind> = new Set(['cancelled', 'internal']);

/** "The server had a problem. Details: HTTP 503 from api.example.com." */
export function errorWords(i18n: I18n, error: AppError): string {
  const reason = i18n._(cause(error.kind));
  const detail = error.message.trim();
  if (GENERIC.has(error.kind) || !detail) return reason;
  return i18n._(msg`${reason} Details: ${detail}`);
}
