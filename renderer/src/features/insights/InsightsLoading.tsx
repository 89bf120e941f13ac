import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useInsightsFormat } from './format';
import type { InsightsProgress } from './types';

/** Progress while the period is fetched and aggregated, with Cancel; nothing partial is shown. */
export function InsightsLoading(props: {
  readonly what: string;
  readonly progress: InsightsProgress | null;
  readonly onCancel: () => void;
}) {
  const { what, progress, onCancel } = props;
  const { formatCount } = useInsightsFormat();
  const percent = progress ? Math.max(0, Math.min(100, Math.round(progress.percent))) : null;
  return (
    <Paper withBorder p="md" radius="md" maw={520} mx="auto" mt="xl" data-testid="insights-loading">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Working out the insights for {what}
        </Text>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label="Insights progress"
          aria-valuetext={percent === null ? 'Starting' : `${percent}%`}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" role="status">
            {progress
              ? `${percent}% of the period fetched · ${formatCount(progress.bookings)} bookings read`
              : 'Starting…'}
          </Text>
          <Button variant="default" onClick={onCancel} data-testid="insights-cancel">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
