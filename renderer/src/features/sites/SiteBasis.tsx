import { Text } from '@mantine/core';
import type { Insights } from '#shared/insights/types';
import { useInsightsFormat } from '../insights/format';
import { basisText, outsideText } from './basis';

/**
 * The basis beside a location's figures: the working week and zone they were counted on, and the
 * bookings outside opening hours (counted there, never dropped) when there were any.
 */
export function SiteBasis(props: {
  readonly insights: Pick<Insights, 'site' | 'zone' | 'outsideOpening'>;
}) {
  const { insights } = props;
  const { formatCount } = useInsightsFormat();
  const outside = outsideText(insights.outsideOpening, formatCount);
  return (
    <>
      <Text size="xs" data-testid="insights-basis">
        Counted on: {basisText(insights.site, insights.zone)}
      </Text>
      {outside && (
        <Text size="xs" data-testid="outside-opening">
          {outside}
        </Text>
      )}
    </>
  );
}
