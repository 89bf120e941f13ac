import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ForecastStatus } from '#shared/contract';
import { AheadStatus } from './AheadStatus';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the statuses' ids, said by AheadStatus
const SHOWN: readonly ForecastStatus[] = ['full', 'near full', 'room', 'closed'];

/** What each colour of the days ahead means. */
export function AheadLegend() {
  const { t } = useLingui();
  return (
    <Group gap="md" data-testid="ahead-legend">
      {SHOWN.map((status) => (
        <Text key={status} size="xs" component="span">
          <AheadStatus status={status} />
        </Text>
      ))}
      <Text size="xs" c="dimmed" component="span">
        {t`By the expected peak: full at every bay, near full from 90% of the bays.`}
      </Text>
    </Group>
  );
}
