import { Button, Group, Text } from '@mantine/core';
import type { SiteZoneSuggestion } from '#shared/contract';
import { suggestionText } from './zone-suggestion-text';

/** A site's suggested zone, said to be one, and the button that puts it in the draft. */
export function ZoneSuggestionLine(props: {
  readonly suggestion: SiteZoneSuggestion;
  readonly siteName: string;
  readonly onUse: () => void;
}) {
  const { suggestion, siteName } = props;
  return (
    <Group gap={4} wrap="nowrap" data-testid="zone-suggestion">
      <Text span size="xs" c="dimmed">
        {suggestionText(suggestion)}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        onClick={props.onUse}
        aria-label={`Use ${suggestion.zone} for ${siteName}`}
      >
        Use
      </Button>
    </Group>
  );
}
