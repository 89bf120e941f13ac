import { Text } from '@mantine/core';
import type { Insights } from '#shared/insights/types';
import { useFigureFormat } from '../../ui/format/figure-format';
import { basisWords, lostDaysWords, outsideWords } from './basis';
import { useWording } from './wording';

/** A row's basis in small print: "Mon–Fri 08:00–18:00, Europe/London", and the time outside it. */
export function SiteBasisLine(props: {
  readonly insights: Pick<Insights, 'site' | 'zone' | 'outsideOpening' | 'from' | 'to'>;
}) {
  const { insights } = props;
  const wording = useWording();
  const { formatCount } = useFigureFormat();
  const outside = outsideWords(wording, insights.outsideOpening, formatCount);
  const lost = lostDaysWords(wording, insights, formatCount);
  return (
    // Wraps inside its cell (a table's cells keep to one line): the French and German lines are long.
    <Text
      size="xs"
      c="dimmed"
      pl={6}
      maw={260}
      style={{ whiteSpace: 'normal' }}
      data-testid="row-basis"
    >
      {basisWords(wording, insights.site, insights.zone)}
      {lost && (
        <>
          <br />
          {lost}
        </>
      )}
      {outside && (
        <>
          <br />
          {outside}
        </>
      )}
    </Text>
  );
}
