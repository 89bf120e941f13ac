import { useLingui } from '@lingui/react/macro';
import { Text, VisuallyHidden } from '@mantine/core';
import type { TargetBand } from '#shared/sites/target-band';
import type { CSSProperties } from 'react';
import { useFigureFormat } from '../../ui/format/figure-format';
import { TARGET_COLOURS } from './target-colours';
import { targetShown } from './target-text';
import { useWording } from './wording';
import './target.css';

/**
 * A utilisation against the site's target, in words and in colour (the colour only doubles the
 * words: target-colours.ts): "Below 60–85%" in a table, "Below the target of 60–85%" under a figure. A
 * screen reader hears, and a tooltip shows, the whole sentence with the utilisation. A dash without
 * a target.
 */
export function TargetStatusText(props: {
  readonly utilisation: number | null;
  readonly band: TargetBand | null | undefined;
  /** short: a table cell's; line: the sentence's start, under a figure. */
  readonly form: 'short' | 'line';
  readonly size?: 'xs' | 'sm';
  /** A search or tags narrow what is counted, so it is not compared with the site's target. */
  readonly filtered?: boolean;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const { formatPercent } = useFigureFormat();
  const size = props.size ?? 'sm';
  if (!props.band)
    return props.form === 'line' ? (
      <Text span size={size} c="dimmed" data-testid="target-status" data-status="none">
        {t`No target`}
      </Text>
    ) : (
      <Text span size={size} c="dimmed" data-testid="target-status" data-status="none">
        <span aria-hidden>—</span>
        <VisuallyHidden>{t`No target`}</VisuallyHidden>
      </Text>
    );
  const shown = targetShown(
    wording,
    props.utilisation,
    props.band,
    (r) => formatPercent(r),
    props.filtered ?? false,
  );
  const colour = shown.status ? TARGET_COLOURS[shown.status] : null;
  return (
    <Text
      span
      size={size}
      className={`target-status target-${shown.status ?? 'none'} target-status-${props.form}`}
      c={colour ? undefined : 'dimmed'}
      style={
        colour
          ? ({ '--target-light': colour.light, '--target-dark': colour.dark } as CSSProperties)
          : undefined
      }
      title={shown.words}
      data-testid="target-status"
      data-status={shown.status ?? 'none'}
    >
      <span aria-hidden>{props.form === 'short' ? shown.short : shown.line}</span>
      <VisuallyHidden>{shown.words}</VisuallyHidden>
    </Text>
  );
}
