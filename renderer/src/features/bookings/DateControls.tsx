import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { clampRange, type DateSelection, type ViewMode } from '#shared/view/navigation';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { LazyDayPicker, LazyRangePicker } from './LazyDatePicker';

const VIEW_MODES: readonly { readonly value: ViewMode; readonly label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'range', label: 'Range' },
];

/** Day or Range, previous/today/next, and the date picker. */
export function DateControls(props: {
  readonly value: DateSelection;
  readonly onChange: (v: DateSelection) => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onToday: () => void;
  /** The longest range the picker allows (the Insights view allows a year). */
  readonly maxDays?: number;
}) {
  const { value, onChange, onPrevious, onNext, onToday, maxDays } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <SegmentedChoice
        label="View"
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode })}
        data={VIEW_MODES}
      />
      <Group gap={0} wrap="nowrap">
        <Tooltip label={value.mode === 'day' ? 'Previous day (←)' : 'Previous range (←)'}>
          <ActionIcon
            aria-label="Previous"
            onClick={onPrevious}
            size={30}
            style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          >
            <ChevronLeftIcon />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Today (T)">
          <Button
            variant="default"
            onClick={onToday}
            h={30}
            style={{ borderRadius: 0, borderLeft: 0, borderRight: 0 }}
          >
            Today
          </Button>
        </Tooltip>
        <Tooltip label={value.mode === 'day' ? 'Next day (→)' : 'Next range (→)'}>
          <ActionIcon
            aria-label="Next"
            onClick={onNext}
            size={30}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      {value.mode === 'day' ? (
        <LazyDayPicker day={value.day} onPick={(day) => onChange({ ...value, day })} />
      ) : (
        <LazyRangePicker
          from={value.from}
          to={value.to}
          onPick={(from, to) => onChange({ ...value, ...clampRange(from, to, maxDays) })}
        />
      )}
    </Group>
  );
}
