import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect } from '@mantine/core';
import {
  type CalendarUnit,
  type Comparison,
  comparisonPeriod,
} from '#shared/insights/compare-period';
import type { LocalDays } from '#shared/time/local-days';
import { LazyRangePicker } from '../bookings/LazyDatePicker';

/** "Previous period", or the calendar unit it is when the period is one (Last month: the month before). */
const PREVIOUS_LABEL: Readonly<Record<CalendarUnit | 'none', MessageDescriptor>> = {
  none: msg`Previous period`,
  week: msg`Previous week`,
  month: msg`Previous month`,
  year: msg`Previous year`,
};

function choices(i18n: I18n, unit: CalendarUnit | null) {
  return [
    { value: 'none', label: i18n._(msg`No comparison`) },
    { value: 'previous', label: i18n._(PREVIOUS_LABEL[unit ?? 'none']) },
    { value: 'year', label: i18n._(msg`A year earlier (same weekdays)`) },
    { value: 'chosen', label: i18n._(msg`A chosen period`) },
  ];
}

/** What Insights and All locations compare the period with; a chosen period gets its own picker. */
export function CompareControl(
  props: LocalDays & {
    readonly value: Comparison | null;
    readonly onChange: (compare: Comparison | null) => void;
    /** The period's calendar unit (a preset's): its previous period is the unit before. */
    readonly unit?: CalendarUnit | null;
  },
) {
  const { from, to, value, onChange } = props;
  const { t, i18n } = useLingui();
  const unit = props.unit ?? (value?.kind === 'previous' ? value.unit : null) ?? null;
  const choose = (choice: string) => {
    if (choice === 'previous') onChange({ kind: 'previous', unit });
    else if (choice === 'year') onChange({ kind: 'year' });
    else if (choice === 'chosen')
      onChange({ kind: 'chosen', ...comparisonPeriod(from, to, { kind: 'previous', unit }) });
    else onChange(null);
  };
  return (
    <Group gap={6} wrap="nowrap" data-testid="compare-control">
      <NativeSelect
        size="xs"
        aria-label={t`Compare with`}
        data={choices(i18n, unit)}
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
