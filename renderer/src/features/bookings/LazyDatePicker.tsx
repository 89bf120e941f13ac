import { Input } from '@mantine/core';
import { Suspense, useState } from 'react';
import { formatLongDate } from '../../../../shared/view/format';
import { useAfterFirstScreen } from '../../ui/after-first-screen';
import { lazyNamed } from '../../ui/lazy-named';
import type { DayPickerProps } from './DayPicker';
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

/** "1 Mar 2026", as the range picker writes a date. */
const rangeDate = (isoDate: string): string => formatLongDate(isoDate).slice(4);

/** Whether to render the real picker: after the first screen, or once the user reaches for it. */
function usePickerWanted(): [boolean, () => void] {
  const afterFirstScreen = useAfterFirstScreen();
  const [reached, setReached] = useState(false);
  return [afterFirstScreen || reached, () => setReached(true)];
}

/** The Day view's date picker, loaded after the first screen. */
export function LazyDayPicker(props: DayPickerProps) {
  const [wanted, reach] = usePickerWanted();
  const placeholder = <Placeholder width={150} text={formatLongDate(props.day)} onReach={reach} />;
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
  const placeholder = (
    <Placeholder
      width={220}
      text={`${rangeDate(props.from)} – ${rangeDate(props.to)}`}
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
