import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect } from '@mantine/core';
import { assertNever } from '#shared/assert-never';
import type { TrendUnit } from '#shared/insights/trend-types';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { TREND_FIGURES, type TrendFigure } from './trend-figure';
import { TREND_SPANS } from './trend-window';
import type { TrendChoice } from './use-trend-choice';

const UNITS: readonly { readonly value: TrendUnit; readonly label: MessageDescriptor }[] = [
  { value: 'month', label: msg`Months` },
  { value: 'week', label: msg`Weeks` },
];

/** "Last 12 months", "Last 13 weeks": a span in the menu. */
function spanLabel(unit: TrendUnit, count: number, i18n: I18n): string {
  switch (unit) {
    case 'month':
      return i18n._(msg`${plural(count, { one: 'Last month', other: 'Last # months' })}`);
    case 'week':
      return i18n._(msg`${plural(count, { one: 'Last week', other: 'Last # weeks' })}`);
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** Months or weeks, how many of the last ones, and the figure drawn. */
export function TrendControls(props: {
  readonly choice: TrendChoice;
  readonly onChange: (next: TrendChoice) => void;
}) {
  const { choice, onChange } = props;
  const { unit } = choice;
  const { t, i18n } = useLingui();
  return (
    <Group gap={6} wrap="wrap" className="no-print" data-testid="trend-controls">
      <SegmentedChoice
        label={t`Count by`}
        value={unit}
        onChange={(u) => onChange({ ...choice, unit: u })}
        data={UNITS.map((u) => ({ value: u.value, label: i18n._(u.label) }))}
        testId="trend-unit"
      />
      <NativeSelect
        size="xs"
        aria-label={t`How many`}
        data={TREND_SPANS[unit].map((n) => ({ value: String(n), label: spanLabel(unit, n, i18n) }))}
        value={String(choice.spans[unit])}
        onChange={(e) =>
          onChange({ ...choice, spans: { ...choice.spans, [unit]: Number(e.currentTarget.value) } })
        }
        data-testid="trend-span"
      />
      <NativeSelect
        size="xs"
        aria-label={t`Figure`}
        data={TREND_FIGURES.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
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
