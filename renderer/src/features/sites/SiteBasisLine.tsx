import { Text } from '@mantine/core';
import type { Insights } from '#shared/insights/types';
import { useFigureFormat } from '../../ui/format/figure-format';
import { basisWords, lostDaysWords, outsideWords } from './basis';
import { useWording } from './wording';

/**
 * A row's basis in small print, on one line beside the site's name: "Mon–Fri 08:00–18:00,
 * Europe/London · Outside opening hours: …". Cut short with an ellipsis where the row has no room,
 * the whole line its tooltip; a screen reader hears it whole, as the text is all there.
 */
export function SiteBasisLine(props: {
  readonly insights: Pick<Insights, 'site' | 'zone' | 'outsideOpening' | 'from' | 'to'>;
}) {
  const { insights } = props;
  const wording = useWording();
  const { formatCount } = useFigureFormat();
  const words = [
    basisWords(wording, insights.site, insights.zone),
    lostDaysWords(wording, insights, formatCount),
    outsideWords(wording, insights.outsideOpening, formatCount),
  ]
    .filter((part) => part !== null)
    // The dot kept with the part it opens: a line cut short ends on a word, not on a dot.
    .join(' ·\u00a0');
  return (
    <Text
      size="xs"
      c="dimmed"
      className="portfolio-basis-line"
      title={words}
      data-testid="row-basis"
    >
      {words}
    </Text>
  );
}
