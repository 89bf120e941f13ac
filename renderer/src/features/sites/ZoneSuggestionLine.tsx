import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { SiteZoneSuggestion } from '#shared/contract';
import { useWording } from './wording';
import { suggestionText } from './zone-suggestion-text';

/** A site's suggested zone, said to be one, and the button that puts it in the draft. */
export function ZoneSuggestionLine(props: {
  readonly suggestion: SiteZoneSuggestion;
  readonly siteName: string;
  readonly onUse: () => void;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const { suggestion, siteName } = props;
  const { zone } = suggestion;
  return (
    <Group gap={4} wrap="nowrap" data-testid="zone-suggestion">
      <Text span size="xs" c="dimmed">
        {suggestionText(wording, suggestion)}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        onClick={props.onUse}
        aria-label={t`Use ${zone} for ${siteName}`}
      >
        {t`Use`}
      </Button>
    </Group>
  );
}
