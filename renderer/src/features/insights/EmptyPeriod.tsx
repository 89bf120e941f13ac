import { Paper, Text } from '@mantine/core';
import { useInsightsFormat } from './format';

/** What Insights say of a period in which no bay was booked: every bay was free, and what to try. */
export function EmptyPeriod(props: { readonly bays: number; readonly period: string }) {
  const { formatCount } = useInsightsFormat();
  return (
    <Paper withBorder p="md" radius="md" className="insights-card" data-testid="insights-empty">
      <Text fw={600} size="sm">
        No bookings in this period
      </Text>
      <Text size="sm" c="dimmed">
        {props.bays === 1
          ? 'The bay counted was'
          : `All ${formatCount(props.bays)} bays counted were`}{' '}
        free all through {props.period}. Choose another period, or other tags or search.
      </Text>
    </Paper>
  );
}
