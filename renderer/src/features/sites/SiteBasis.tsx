import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { Insights } from '#shared/insights/types';
import { useFigureFormat } from '../../ui/format/figure-format';
import { basisWords, lostDaysWords, outsideWords } from './basis';
import { useWording } from './wording';

/**
 * The basis beside a location's figures: the working week and zone they were counted on, and the
 * bookings outside opening hours (counted there, never dropped) when there were any.
 */
export function SiteBasis(props: {
  readonly insights: Pick<Insights, 'site' | 'zone' | 'outsideOpening' | 'from' | 'to'>;
}) {
  const { insights } = props;
  const { t } = useLingui();
  const wording = useWording();
  const { formatCount } = useFigureFormat();
  const outside = outsideWords(wording, insights.outsideOpening, formatCount);
  const lost = lostDaysWords(wording, insights, formatCount);
  const basis = basisWords(wording, insights.site, insights.zone);
  return (
    <>
      <Text size="xs" data-testid="insights-basis">
        {t`Counted on: ${basis}`}
      </Text>
      {lost && (
        <Text size="xs" data-testid="lost-open-days">
          {lost}
        </Text>
      )}
      {outside && (
        <Text size="xs" data-testid="outside-opening">
          {outside}
        </Text>
      )}
    </>
  );
}
