import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { appErrorOf } from '../../data/bridge-error';
import { errorWords } from './error-words';

/** While zones are being suggested, or why none could be: the rows' suggestions are optional. */
export function ZoneSuggestionsStatus(props: {
  readonly pending: boolean;
  readonly error: unknown;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  if (props.pending)
    return (
      <Text size="xs" c="dimmed" data-testid="zone-suggestions-status">
        {t`Suggesting zones for the sites without one, from their names and four weeks of bookings…`}
      </Text>
    );
  if (!props.error) return null;
  const reason = errorWords(i18n, appErrorOf(props.error));
  return (
    <Group gap="xs" data-testid="zone-suggestions-status">
      <Text size="xs" c="dimmed">
        {t`No zones could be suggested: ${reason} Choose the zones yourself, or try again.`}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={props.onRetry} loading={props.retrying}>
        {t`Suggest again`}
      </Button>
    </Group>
  );
}
