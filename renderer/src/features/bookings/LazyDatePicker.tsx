import { DeferredSlot, DeferredStandIn, useDeferredControl } from '../../ui/deferred-control';
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

/** The Day view's date picker, loaded after the first screen. */
export function LazyDayPicker(props: DayPickerProps) {
  const { wanted, reach } = useDeferredControl();
  const format = useLocaleFormat();
  // The text the picker itself shows (usePickerFormatter), so nothing changes when it arrives.
  const placeholder = (
    <DeferredStandIn width={DAY_PICKER_WIDTH} text={format.longDate(props.day)} onReach={reach} />
  );
  return (
    <DeferredSlot wanted={wanted} standIn={placeholder}>
      <DayPicker {...props} />
    </DeferredSlot>
  );
}

/** The Range view's date picker, loaded after the first screen. */
export function LazyRangePicker(props: RangePickerProps) {
  const { wanted, reach } = useDeferredControl();
  const format = useLocaleFormat();
  const placeholder = (
    <DeferredStandIn
      width={RANGE_PICKER_WIDTH}
      text={`${format.mediumDate(props.from)} – ${format.mediumDate(props.to)}`}
      onReach={reach}
    />
  );
  return (
    <DeferredSlot wanted={wanted} standIn={placeholder}>
      <RangePicker {...props} />
    </DeferredSlot>
  );
}
