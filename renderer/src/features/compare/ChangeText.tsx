import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useFigureFormat } from '../../ui/format/figure-format';
import { type ChangeKind, describeChange } from './change-words';
import './change.css';

/**
 * A change against the comparison period: an arrow and the amount, in points for ratios. Its colour
 * says only the direction (more or fewer, neither good nor bad), and a change that rounds to zero
 * is neutral. A screen reader hears, and a tooltip shows, words: "up 2.3 points from 20.1%".
 */
export function ChangeText(props: {
  readonly now: number | null;
  readonly before: number | null | undefined;
  /** ratio: shown in percentage points; count: whole numbers; hours: from milliseconds. */
  readonly kind: ChangeKind;
  readonly size?: 'xs' | 'sm';
}) {
  const f = useFigureFormat();
  const { i18n } = useLingui();
  const change = describeChange(props.now, props.before, props.kind, f, i18n);
  if (!change)
    return (
      <Text span size={props.size ?? 'xs'} c="dimmed">
        —
      </Text>
    );
  return (
    <Text
      span
      size={props.size ?? 'xs'}
      className={`change change-${change.direction}`}
      aria-label={change.words}
      title={change.words}
      data-testid="change"
      data-direction={change.direction}
    >
      {change.shown}
    </Text>
  );
}
