import { Button, Group, Text } from '@mantine/core';
import { appErrorOf } from '../../data/bridge-error';

/** While zones are being suggested, or why none could be: the rows' suggestions are optional. */
export function ZoneSuggestionsStatus(props: {
  readonly pending: boolean;
  readonly error: unknown;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  if (props.pending)
    return (
      <Text size="xs" c="dimmed" data-testid="zone-suggestions-status">
        Suggesting zones for the sites without one, from their names and four weeks of bookings…
      </Text>
    );
  if (!props.error) return null;
  return (
    <Group gap="xs" data-testid="zone-suggestions-status">
      <Text size="xs" c="dimmed">
        No zones could be suggested: {appErrorOf(props.error).message} Choose the zones yourself, or
        try again.
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={props.onRetry} loading={props.retrying}>
        Suggest again
      </Button>
    </Group>
  );
}
