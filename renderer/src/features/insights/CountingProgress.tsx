import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useInsightsFormat } from './format';
import type { InsightsProgress } from './types';

/**
 * Progress while a period's bookings are fetched and counted (Insights, Trends), with Cancel;
 * nothing partial is shown meanwhile.
 */
export function CountingProgress(props: {
  /** What is being counted, as a heading: "Working out the insights for Harbour Office, May". */
  readonly title: string;
  /** What the bar is named for a screen reader: "Insights". */
  readonly name: string;
  /** What the percentage is of: "of the period fetched". */
  readonly fetched: string;
  readonly progress: InsightsProgress | null;
  readonly onCancel: () => void;
  /** Test ids: `${testId}-loading` and `${testId}-cancel`. */
  readonly testId: string;
}) {
  const { progress, onCancel, testId } = props;
  const { formatCount } = useInsightsFormat();
  const percent = progress ? Math.max(0, Math.min(100, Math.round(progress.percent))) : null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      maw={520}
      mx="auto"
      mt="xl"
      data-testid={`${testId}-loading`}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {props.title}
        </Text>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label={`${props.name} progress`}
          aria-valuetext={percent === null ? 'Starting' : `${percent}%`}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" role="status">
            {progress
              ? `${percent}% ${props.fetched} · ${formatCount(progress.bookings)} bookings read`
              : 'Starting…'}
          </Text>
          <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
