import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { ClosedReason } from '#shared/insights/closed-reasons';
import type { DateSelection } from '#shared/view/navigation';
import type { Totals } from '#shared/view/totals';
import { closedWords } from '../../ui/locale/closed-words';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { StaleIndicator } from '../../ui/status/StaleIndicator';
import { periodName, shownDaysOf } from './period-label';
import { TotalsBar, type TotalsBasis } from './TotalsBar';

/** How fresh the bookings shown are. */
export interface Freshness {
  readonly updatedAt: number;
  readonly fetching: boolean;
  readonly refreshFailed: boolean;
}

/**
 * Above the Timeline or Table: the totals, the way back to Insights after a drill-down, "No bookings"
 * when there are none, and when the data was last updated.
 */
export function PeriodStatus(props: {
  /** Null until the bookings are loaded. */
  readonly totals: Totals | null;
  readonly basis: TotalsBasis;
  /** Why the site was closed all through what is shown; null when some of it was open. */
  readonly closed: readonly ClosedReason[] | null;
  readonly bays: number;
  readonly totalBays: number;
  readonly drilledFrom: DateSelection | null;
  readonly onBack: () => void;
  /** "No bookings on … match the filters", or null when there are bookings or they are loading. */
  readonly noBookings: string | null;
  readonly freshness: Freshness;
  readonly now: number;
  readonly zone: string;
  readonly onRefresh: () => void;
}) {
  const { drilledFrom, freshness } = props;
  const format = useLocaleFormat();
  const { t } = useLingui();
  const why = props.closed ? closedWords(props.closed, format.longWeekday) : '';
  const period = drilledFrom ? periodName(shownDaysOf(drilledFrom), format) : '';
  return (
    <TotalsBar
      totals={props.totals}
      basis={props.basis}
      bays={props.bays}
      totalBays={props.totalBays}
    >
      {props.closed && (
        <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="period-closed">
          {t`Closed: ${why}`}
        </Text>
      )}
      {drilledFrom && (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={props.onBack}
          data-testid="back-to-insights"
        >
          {t`← Back to Insights, ${period}`}
        </Button>
      )}
      {props.noBookings && (
        <Text size="xs" c="dimmed" data-testid="no-bookings">
          {props.noBookings}
        </Text>
      )}
      <StaleIndicator
        updatedAt={freshness.updatedAt}
        now={props.now}
        zone={props.zone}
        fetching={freshness.fetching}
        refreshFailed={freshness.refreshFailed}
        onRefresh={props.onRefresh}
      />
    </TotalsBar>
  );
}
