import { Alert, Button, Group, Text } from '@mantine/core';
import type { AppError, ErrorKind } from '#shared/result';
import { assertNever } from '#shared/assert-never';
import { appErrorOf } from '../../data/bridge-error';

/** A short heading for each kind of failure; the backend's message says the rest. */
export function errorTitle(kind: ErrorKind): string {
  switch (kind) {
    case 'auth':
      return 'The API key was refused';
    case 'bad-request':
      return 'The server refused the request';
    case 'server':
      return 'The server had a problem';
    case 'network':
      return 'Cannot reach the server';
    case 'tls':
      return 'Secure connection failed';
    case 'timeout':
      return 'The server took too long';
    case 'invalid-response':
      return 'The server sent something unreadable';
    case 'not-this-api':
      return 'This is not the Bookings API';
    case 'invalid-argument':
      return 'Something in the request is not valid';
    case 'invalid-key':
      return 'The API key cannot be right';
    case 'not-found':
      return 'Not found';
    case 'keychain-unavailable':
      return 'No keychain to keep API keys in';
    case 'cancelled':
      return 'Cancelled';
    case 'io':
      return 'A file could not be read or written';
    case 'internal':
      return 'Something went wrong';
    default:
      return assertNever(kind, 'error kind');
  }
}

/** An error with its precise message and, when given, a retry button. */
export function ErrorState(props: {
  readonly error: unknown;
  readonly what: string;
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
}) {
  const e: AppError = appErrorOf(props.error);
  return (
    <Alert
      color="red"
      variant="light"
      title={`${errorTitle(e.kind)} while loading ${props.what}`}
      role="alert"
    >
      <Text size="sm">{e.message}</Text>
      {props.onRetry && (
        <Group mt="sm">
          <Button variant="default" onClick={props.onRetry} loading={props.retrying ?? false}>
            Try again
          </Button>
        </Group>
      )}
    </Alert>
  );
}
