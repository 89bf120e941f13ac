import { Group, NativeSelect } from '@mantine/core';
import type { TrendUnit } from '#shared/insights/trend-types';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { TREND_FIGURES, type TrendFigure } from './trend-figure';
import { TREND_SPANS } from './trend-window';
import type { TrendChoice } from './use-trend-choice';

const UNITS: readonly { readonly value: TrendUnit; readonly label: string }[] = [
  { value: 'month', label: 'Months' },
  { value: 'week', label: 'Weeks' },
];

/** Months or weeks, how many of the last ones, and the figure drawn. */
export function TrendControls(props: {
  readonly choice: TrendChoice;
  readonly onChange: (next: TrendChoice) => void;
}) {
  const { choice, onChange } = props;
  const { unit } = choice;
  return (
    <Group gap={6} wrap="wrap" className="no-print" data-testid="trend-controls">
      <SegmentedChoice
        label="Count by"
        value={unit}
        onChange={(u) => onChange({ ...choice, unit: u })}
        data={UNITS}
        testId="trend-unit"
      />
      <NativeSelect
        size="xs"
        aria-label="How many"
        data={TREND_SPANS[unit].map((n) => ({ value: String(n), label: `Last ${n} ${unit}s` }))}
        value={String(choice.spans[unit])}
        onChange={(e) =>
          onChange({ ...choice, spans: { ...choice.spans, [unit]: Number(e.currentTarget.value) } })
        }
        data-testid="trend-span"
      />
      <NativeSelect
        size="xs"
        aria-label="Figure"
        data={TREND_FIGURES}
        value={choice.figure}
        onChange={(e) => {
          const figure = TREND_FIGURES.find((f) => f.value === e.currentTarget.value)?.value;
          if (figure) onChange({ ...choice, figure: figure satisfies TrendFigure });
        }}
        data-testid="trend-figure"
      />
    </Group>
  );
}
