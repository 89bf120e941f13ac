import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useFigureFormat } from '../../ui/format/figure-format';
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
  /**
   * What the percentage is of, written after it: "of the period fetched" (in the interface's
   * language: "40 % des Zeitraums abgerufen").
   */
  readonly fetched: string;
  readonly progress: InsightsProgress | null;
  readonly onCancel: () => void;
  /** Test ids: `${testId}-loading` and `${testId}-cancel`. */
  readonly testId: string;
}) {
  const { progress, onCancel, testId } = props;
  const { formatCount, formatPercent } = useFigureFormat();
  const { t } = useLingui();
  const { name, fetched } = props;
  const percent = progress ? Math.max(0, Math.min(100, Math.round(progress.percent))) : null;
  const done = percent === null ? '' : formatPercent(percent / 100, 0);
  const bookingCount = progress?.bookings ?? 0;
  const bookings = formatCount(bookingCount);
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
          aria-label={t`${name} progress`}
          aria-valuetext={percent === null ? t`Starting` : done}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" role="status">
            {progress
              ? t({
                  comment:
                    'The percentage fetched, what it is of ("of the period fetched"), and the bookings read so far.',
                  message: `${done} ${fetched} · ${plural(bookingCount, { one: `${bookings} booking read`, other: `${bookings} bookings read` })}`,
                })
              : t`Starting…`}
          </Text>
          <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
