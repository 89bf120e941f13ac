import { Text } from '@mantine/core';
import { useInsightsFormat } from '../insights/format';
import './change.css';

/**
 * A change against the comparison period: an arrow and the amount, in points for ratios; a screen
 * reader hears words ("up 2.5 points"), not arrows.
 */
export function ChangeText(props: {
  readonly now: number | null;
  readonly before: number | null | undefined;
  /** ratio: shown in percentage points; count: whole numbers; hours: from milliseconds. */
  readonly kind: 'ratio' | 'count' | 'hours';
  readonly size?: 'xs' | 'sm';
}) {
  const f = useInsightsFormat();
  const { now, before, kind } = props;
  if (now === null || before === null || before === undefined)
    return (
      <Text span size={props.size ?? 'xs'} c="dimmed">
        —
      </Text>
    );
  const delta = now - before;
  const amount =
    kind === 'ratio'
      ? `${f.formatDecimal(Math.abs(delta) * 100)} pts`
      : kind === 'hours'
        ? f.formatBookedHours(Math.abs(delta))
        : f.formatCount(Math.abs(delta));
  const spoken =
    kind === 'ratio'
      ? `${f.formatDecimal(Math.abs(delta) * 100)} points`
      : kind === 'hours'
        ? `${f.formatBookedHours(Math.abs(delta))}`
        : f.formatCount(Math.abs(delta));
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'unchanged';
  const arrow = delta > 0 ? '▲' : delta < 0 ? '▼' : '=';
  return (
    <Text
      span
      size={props.size ?? 'xs'}
      className={delta > 0 ? 'change-up' : delta < 0 ? 'change-down' : undefined}
      aria-label={direction === 'unchanged' ? 'unchanged' : `${direction} ${spoken}`}
      data-testid="change"
    >
      {arrow} {delta === 0 ? '' : amount}
    </Text>
  );
}
