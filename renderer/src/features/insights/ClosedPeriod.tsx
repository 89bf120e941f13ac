import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import type { ClosedReason } from '#shared/insights/closed-reasons';
import { closedWords } from '../../ui/locale/closed-words';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { useFigureFormat } from '../../ui/format/figure-format';

/**
 * What Insights say of a period the site was closed all through (its week, a public holiday, a
 * closure): closed, and why. Its bookings still count, and their time is outside opening hours.
 */
export function ClosedPeriod(props: {
  readonly reasons: readonly ClosedReason[];
  readonly bookings: number;
  readonly period: string;
}) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const { formatCount } = useFigureFormat();
  const why = closedWords(props.reasons, format.longWeekday);
  const { period } = props;
  const bookingCount = props.bookings;
  const count = formatCount(bookingCount);
  return (
    <Paper withBorder p="md" radius="md" className="insights-card" data-testid="insights-closed">
      <Text fw={600} size="sm">
        <Trans>Closed: {why}</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {bookingCount > 0
          ? t`The site had no opening hours all through ${period}, so there is no utilisation to give. ${plural(bookingCount, { one: `Its booking is counted above, and its time as outside opening hours.`, other: `Its ${count} bookings are counted above, and their time as outside opening hours.` })}`
          : t`The site had no opening hours all through ${period}, so there is no utilisation to give.`}
      </Text>
    </Paper>
  );
}
