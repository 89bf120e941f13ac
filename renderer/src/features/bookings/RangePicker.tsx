import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import type { LocalDays } from '#shared/time/local-days';
import { PickerLocale, useMonthLabel, usePickerFormatter } from '../../ui/locale/PickerLocale';
import { RANGE_PICKER_WIDTH } from './picker-size';

/** What the Range view's date picker takes. */
export interface RangePickerProps extends LocalDays {
  readonly onPick: (from: string, to: string) => void;
}

/**
 * The Range view's date picker. The first click of a range leaves it half-picked; that draft is
 * kept here until the second click completes it, and dropped if the picker closes half-way.
 */
export function RangePicker(props: RangePickerProps) {
  const pickerFormatter = usePickerFormatter();
  const monthLabel = useMonthLabel();
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  return (
    <PickerLocale>
      <DatePickerInput
        type="range"
        data-testid="range-picker"
        value={draft ?? [props.from, props.to]}
        onChange={(v) => {
          const [from, to] = v;
          if (from && to) {
            setDraft(null);
            props.onPick(from, to);
          } else setDraft(v);
        }}
        onDropdownClose={() => setDraft(null)}
        allowSingleDateInRange
        valueFormatter={pickerFormatter}
        monthLabelFormat={monthLabel}
        size="xs"
        w={RANGE_PICKER_WIDTH}
      />
    </PickerLocale>
  );
}
