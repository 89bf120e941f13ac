import { DatePickerInput } from '@mantine/dates';
import { PickerLocale, useMonthLabel, usePickerFormatter } from '../../ui/locale/PickerLocale';
import { DAY_PICKER_WIDTH } from './picker-size';

/** What the Day view's date picker takes. */
export interface DayPickerProps {
  readonly day: string;
  readonly onPick: (day: string) => void;
}

/** The Day view's date picker, in the user's locale and first day of the week. */
export function DayPicker(props: DayPickerProps) {
  const pickerFormatter = usePickerFormatter();
  const monthLabel = useMonthLabel();
  return (
    <PickerLocale>
      <DatePickerInput
        data-testid="day-picker"
        value={props.day}
        onChange={(d) => d && props.onPick(d)}
        valueFormatter={pickerFormatter}
        monthLabelFormat={monthLabel}
        size="xs"
        w={DAY_PICKER_WIDTH}
      />
    </PickerLocale>
  );
}
