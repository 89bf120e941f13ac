import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { errorTitle, shownErrorOf } from './error-text';
import { ErrorMessage } from './ErrorMessage';

/** What failed to load: each names its own heading, so every language can say it its own way. */
export type LoadedThing =
  'accounts' | 'bays' | 'bookings' | 'insights' | 'locations' | 'people' | 'sites' | 'trends';

/** An error: what happened while loading what, what to do, the backend's words, and a retry. */
export function ErrorState(props: {
  readonly error: unknown;
  readonly what: LoadedThing;
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
}) {
  const { t, i18n } = useLingui();
  const problem = errorTitle(i18n, shownErrorOf(props.error).kind);
  const what = props.what;
  const title = t`${problem} while loading ${select(what, {
    accounts: 'accounts',
    bays: 'bays',
    bookings: 'bookings',
    insights: 'insights',
    locations: 'locations',
    people: 'people',
    sites: 'sites',
    trends: 'trends',
    other: 'data',
  })}`;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <ErrorMessage error={props.error} />
      {props.onRetry && (
        <Group mt="sm">
          <Button variant="default" onClick={props.onRetry} loading={props.retrying ?? false}>
            {t`Try again`}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
