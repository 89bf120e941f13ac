import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useInsightsFormat } from '../insights/format';
import type { InsightsProgress } from '../insights/types';

/** Progress while the months are fetched and counted, with Cancel; nothing partial is shown. */
export function TrendsLoading(props: {
  readonly what: string;
  readonly progress: InsightsProgress | null;
  readonly onCancel: () => void;
}) {
  const { what, progress, onCancel } = props;
  const { formatCount } = useInsightsFormat();
  const percent = progress ? Math.max(0, Math.min(100, Math.round(progress.percent))) : null;
  return (
    <Paper withBorder p="md" radius="md" maw={520} mx="auto" mt="xl" data-testid="trends-loading">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Counting the trends of {what}
        </Text>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label="Trends progress"
          aria-valuetext={percent === null ? 'Starting' : `${percent}%`}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" role="status">
            {progress
              ? `${percent}% fetched · ${formatCount(progress.bookings)} bookings read`
              : 'Starting…'}
          </Text>
          <Button variant="default" onClick={onCancel} data-testid="trends-cancel">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
