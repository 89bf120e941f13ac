import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import type { WeekStart } from '#shared/time/week-start';
import { clampRange, type DateSelection, type ViewMode } from '#shared/view/navigation';
import { calendarWeek, presetSelection, PRESETS } from '#shared/view/presets';
import { MAX_VIEW_DAYS } from '#shared/view/shown-spans';
import { ChevronDownIcon } from '../../ui/icons';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
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
  /** Today in the zone shown, for the presets. */
  readonly today: string;
}) {
  const { value, onChange, onPrevious, onNext, onToday, maxDays } = props;
  const { firstDayOfWeek } = useLocaleFormat();
  // The user's week start, as the calendars and --week-start have it.
  const weekStart: WeekStart =
    firstDayOfWeek === 0 ? 'sunday' : firstDayOfWeek === 6 ? 'saturday' : 'monday';
  // A date chosen by hand ends a preset's stepping.
  const pick = (change: Partial<DateSelection>) => onChange({ ...value, ...change, preset: null });
  const unit =
    value.preset === 'this-week' || value.preset === 'last-week'
      ? 'week'
      : value.preset === 'this-month' || value.preset === 'last-month'
        ? 'month'
        : value.preset === 'this-year'
          ? 'year'
          : value.mode === 'day'
            ? 'day'
            : 'range';
  return (
    <Group gap={6} wrap="nowrap">
      <SegmentedChoice
        label="View"
        value={value.mode}
        onChange={(mode) =>
          // Range opens on the calendar week of the day shown.
          pick(mode === 'range' ? { mode, ...calendarWeek(value.day, weekStart) } : { mode })
        }
        data={VIEW_MODES}
      />
      <Group gap={0} wrap="nowrap">
        <Tooltip label={`Previous ${unit} (←)`}>
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
        <Tooltip label={`Next ${unit} (→)`}>
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
        <LazyDayPicker day={value.day} onPick={(day) => pick({ day })} />
      ) : (
        <LazyRangePicker
          from={value.from}
          to={value.to}
          onPick={(from, to) => pick(clampRange(from, to, maxDays))}
        />
      )}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            h={30}
            px={8}
            rightSection={<ChevronDownIcon size={12} />}
            data-testid="period-presets"
          >
            {PRESETS.find((p) => p.name === value.preset)?.label ?? 'Presets'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {/* A year is for Insights: the Timeline and Table show at most MAX_VIEW_DAYS. */}
          {PRESETS.filter((p) => p.name !== 'this-year' || (maxDays ?? MAX_VIEW_DAYS) >= 366).map(
            (p) => (
              <Menu.Item
                key={p.name}
                onClick={() => onChange(presetSelection(p.name, props.today, weekStart, value))}
              >
                {p.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
