import { Input } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useAfterFirstScreen } from '../../ui/after-first-screen';
import { lazyNamed } from '../../ui/lazy-named';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { DayPickerProps } from './DayPicker';
import { DAY_PICKER_WIDTH, RANGE_PICKER_WIDTH } from './picker-size';
import type { RangePickerProps } from './RangePicker';

// @mantine/dates and its calendar are a chunk of their own, loaded once the first bookings are on
// screen (or as soon as the pointer or focus reaches the date): until then the date shows as text
// in a button of the same size.
const DayPicker = lazyNamed(() => import('./DayPicker'), 'DayPicker');
const RangePicker = lazyNamed(() => import('./RangePicker'), 'RangePicker');

/**
 * A button-input of the picker's size and text (the picker is one too), so nothing moves when the
 * picker arrives; clicking it before then does nothing.
 */
function Placeholder(props: {
  readonly width: number;
  readonly text: string;
  readonly onReach: () => void;
}) {
  return (
    <Input
      component="button"
      type="button"
      size="xs"
      w={props.width}
      pointer
      aria-busy
      onPointerEnter={props.onReach}
      onFocus={props.onReach}
    >
      {props.text}
    </Input>
  );
}

/** Whether to render the real picker: after the first screen, or once the user reaches for it. */
function usePickerWanted(): [boolean, () => void] {
  const afterFirstScreen = useAfterFirstScreen();
  const [reached, setReached] = useState(false);
  return [afterFirstScreen || reached, () => setReached(true)];
}

/** The Day view's date picker, loaded after the first screen. */
export function LazyDayPicker(props: DayPickerProps) {
  const [wanted, reach] = usePickerWanted();
  const format = useLocaleFormat();
  // The text the picker itself shows (usePickerFormatter), so nothing changes when it arrives.
  const placeholder = (
    <Placeholder width={DAY_PICKER_WIDTH} text={format.longDate(props.day)} onReach={reach} />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DayPicker {...props} />
    </Suspense>
  );
}

/** The Range view's date picker, loaded after the first screen. */
export function LazyRangePicker(props: RangePickerProps) {
  const [wanted, reach] = usePickerWanted();
  const format = useLocaleFormat();
  const placeholder = (
    <Placeholder
      width={RANGE_PICKER_WIDTH}
      text={`${format.mediumDate(props.from)} – ${format.mediumDate(props.to)}`}
      onReach={reach}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RangePicker {...props} />
    </Suspense>
  );
}
