import { Input } from '@mantine/core';
import { Suspense } from 'react';
import { formatLongDate } from '../../../../shared/view/format';
import { lazyNamed } from '../../app/lazy-named';
import type { DayPickerProps } from './DayPicker';
import type { RangePickerProps } from './RangePicker';

// @mantine/dates and its calendar are a chunk of their own: the first frame shows the date as text
// in an input of the same size, and the picker replaces it a moment later.
const DayPicker = lazyNamed(() => import('./DayPicker'), 'DayPicker');
const RangePicker = lazyNamed(() => import('./RangePicker'), 'RangePicker');

/**
 * A button-input of the picker's size and text (the picker is one too), so nothing moves when the
 * picker arrives; clicking it before then does nothing.
 */
function Placeholder(props: { readonly width: number; readonly text: string }) {
  return (
    <Input component="button" type="button" size="xs" w={props.width} pointer aria-busy>
      {props.text}
    </Input>
  );
}

/** "1 Mar 2026", as the range picker writes a date. */
const rangeDate = (isoDate: string): string => formatLongDate(isoDate).slice(4);

/** The Day view's date picker, loaded after the first frame. */
export function LazyDayPicker(props: DayPickerProps) {
  return (
    <Suspense fallback={<Placeholder width={150} text={formatLongDate(props.day)} />}>
      <DayPicker {...props} />
    </Suspense>
  );
}

/** The Range view's date picker, loaded after the first frame. */
export function LazyRangePicker(props: RangePickerProps) {
  return (
    <Suspense
      fallback={
        <Placeholder width={220} text={`${rangeDate(props.from)} – ${rangeDate(props.to)}`} />
      }
    >
      <RangePicker {...props} />
    </Suspense>
  );
}
