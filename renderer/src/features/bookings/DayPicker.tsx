import { DatePickerInput } from '@mantine/dates';

/** What the Day view's date picker takes. */
export interface DayPickerProps {
  readonly day: string;
  readonly onPick: (day: string) => void;
}

/** The Day view's date picker. */
export function DayPicker(props: DayPickerProps) {
  return (
    <DatePickerInput
      data-testid="day-picker"
      value={props.day}
      onChange={(d) => d && props.onPick(d)}
      valueFormat="ddd D MMM YYYY"
      size="xs"
      w={150}
      firstDayOfWeek={1}
    />
  );
}
