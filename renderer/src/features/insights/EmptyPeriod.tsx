import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import { useFigureFormat } from '../../ui/format/figure-format';

/** What Insights say of a period in which no bay was booked: every bay was free, and what to try. */
export function EmptyPeriod(props: { readonly bays: number; readonly period: string }) {
  const { formatCount } = useFigureFormat();
  const { t } = useLingui();
  const { period } = props;
  const bayCount = props.bays;
  const bays = formatCount(bayCount);
  return (
    <Paper withBorder p="md" radius="md" className="insights-card" data-testid="insights-empty">
      <Text fw={600} size="sm">
        <Trans>No bookings in this period</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {t`${plural(bayCount, {
          one: `The bay counted was free all through ${period}.`,
          other: `All ${bays} bays counted were free all through ${period}.`,
        })} Choose another period, or other tags or search.`}
      </Text>
    </Paper>
  );
}
