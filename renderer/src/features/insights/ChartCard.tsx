import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Toggle } from './Toggle';

/**
 * A chart with its title, a text summary (visible, and the chart's description for screen readers)
 * and a Chart/Table toggle.
 */
export function ChartCard(props: {
  readonly title: string;
  readonly summary: string;
  /** Controls beside the toggle (e.g. the heatmap's measure). */
  readonly controls?: ReactNode;
  readonly chart: (describedBy: string) => ReactNode;
  readonly table: () => ReactNode;
  readonly testId: string;
}) {
  const { title, summary, controls, chart, table, testId } = props;
  const { t } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  return (
    <Paper withBorder p="sm" radius="md" className="insights-card" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={4} wrap="wrap">
        <Title order={2} size="h6">
          {title}
        </Title>
        <Group gap={6} className="no-print">
          {controls}
          <Toggle
            label={t`${title}: show as`}
            value={asTable ? 'table' : 'chart'}
            onChange={(v) => setAsTable(v === 'table')}
            data={[
              { value: 'chart', label: t`Chart` },
              { value: 'table', label: t`Table` },
            ]}
          />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb="xs" id={summaryId} data-testid={`${testId}-summary`}>
        {summary}
      </Text>
      {asTable ? table() : chart(summaryId)}
    </Paper>
  );
}
