import { Group, NativeSelect } from '@mantine/core';
import { type Comparison, comparisonPeriod } from '#shared/insights/compare-period';
import type { LocalDays } from '#shared/time/local-days';
import { LazyRangePicker } from '../bookings/LazyDatePicker';

const CHOICES = [
  { value: 'none', label: 'No comparison' },
  { value: 'previous', label: 'Previous period' },
  { value: 'year', label: 'A year earlier (same weekdays)' },
  { value: 'chosen', label: 'A chosen period' },
] as const;

/** What Insights and All locations compare the period with; a chosen period gets its own picker. */
export function CompareControl(
  props: LocalDays & {
    readonly value: Comparison | null;
    readonly onChange: (compare: Comparison | null) => void;
  },
) {
  const { from, to, value, onChange } = props;
  const choose = (choice: string) => {
    if (choice === 'previous' || choice === 'year') onChange({ kind: choice });
    else if (choice === 'chosen')
      onChange({ kind: 'chosen', ...comparisonPeriod(from, to, { kind: 'previous' }) });
    else onChange(null);
  };
  return (
    <Group gap={6} wrap="nowrap" data-testid="compare-control">
      <NativeSelect
        size="xs"
        aria-label="Compare with"
        data={[...CHOICES]}
        value={value?.kind ?? 'none'}
        onChange={(e) => choose(e.currentTarget.value)}
      />
      {value?.kind === 'chosen' && (
        <LazyRangePicker
          from={value.from}
          to={value.to}
          onPick={(f, t) => onChange({ kind: 'chosen', from: f, to: t })}
        />
      )}
    </Group>
  );
}
