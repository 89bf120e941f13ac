import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ErrorKind } from '#shared/result';
import { appErrorOf, BridgeError } from '../../data/bridge-error';

/** What went wrong with a location's counting, by kind: the backend's own message is English. */
const NOT_COUNTED: Readonly<Record<ErrorKind, MessageDescriptor>> = {
  auth: msg`Not counted: the API key was refused.`,
  'bad-request': msg`Not counted: the server refused the request.`,
  server: msg`Not counted: the server had a problem.`,
  network: msg`Not counted: the server cannot be reached.`,
  tls: msg`Not counted: the secure connection failed.`,
  timeout: msg`Not counted: the server took too long.`,
  'invalid-response': msg`Not counted: the server sent something unreadable.`,
  'not-this-api': msg`Not counted: this server is not the Bookings API.`,
  'invalid-argument': msg`Not counted: something in the request is not valid.`,
  'invalid-key': msg`Not counted: the API key cannot be right.`,
  'not-found': msg`Not counted: the location was not found.`,
  'keychain-unavailable': msg`Not counted: there is no keychain to read the API key from.`,
  cancelled: msg`Not counted: cancelled.`,
  io: msg`Not counted: a file could not be read or written.`,
  internal: msg`Not counted: something went wrong.`,
};

/**
 * A location whose figures failed, in the row's place: what happened, in the interface's language,
 * and the server's own message after it, which carries the specifics (a host, a status).
 */
export function CountingError(props: { readonly error: Error }) {
  const { i18n } = useLingui();
  const { kind, message } = appErrorOf(props.error);
  const detail = props.error instanceof BridgeError && kind !== 'cancelled' ? message : null;
  return (
    <Text size="sm" c="red" span role="alert">
      {i18n._(NOT_COUNTED[kind])}
      {detail && (
        <>
          {' '}
          <Text span size="xs" c="dimmed">
            {detail}
          </Text>
        </>
      )}
    </Text>
  );
}
