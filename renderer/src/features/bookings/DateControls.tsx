import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group } from '@mantine/core';
import type { WeekStart } from '#shared/time/week-start';
import { clampRange, type DateSelection, type ViewMode } from '#shared/view/navigation';
import { calendarWeek, presetSelection, presetShown, PRESETS } from '#shared/view/presets';
import { MAX_VIEW_DAYS } from '#shared/view/shown-spans';
import { ChevronDownIcon } from '../../ui/icons';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { LazyDayPicker, LazyRangePicker } from './LazyDatePicker';
import { PRESET_LABELS } from './preset-labels';
import { DeferredMenu } from '../../ui/DeferredMenu';
import { Hint } from '../../ui/Hint';

const VIEW_MODES: readonly { readonly value: ViewMode; readonly label: MessageDescriptor }[] = [
  { value: 'day', label: msg`Day` },
  { value: 'range', label: msg`Range` },
];

/** What ‹ and › step by: a day, a preset's unit, or the range's length. */
type Step = 'day' | 'week' | 'month' | 'year' | 'range';

const PREVIOUS: Readonly<Record<Step, MessageDescriptor>> = {
  day: msg`Previous day (←)`,
  week: msg`Previous week (←)`,
  month: msg`Previous month (←)`,
  year: msg`Previous year (←)`,
  range: msg`Previous range (←)`,
};

const NEXT: Readonly<Record<Step, MessageDescriptor>> = {
  day: msg`Next day (→)`,
  week: msg`Next week (→)`,
  month: msg`Next month (→)`,
  year: msg`Next year (→)`,
  range: msg`Next range (→)`,
};

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
  const { t, i18n } = useLingui();
  // The user's week start, as the calendars and --week-start have it.
  const weekStart: WeekStart =
    firstDayOfWeek === 0 ? 'sunday' : firstDayOfWeek === 6 ? 'saturday' : 'monday';
  // The menu names a preset only while its days are the ones shown.
  const shownPreset = presetShown(value, props.today, weekStart);
  // A date chosen by hand ends a preset's stepping.
  const pick = (change: Partial<DateSelection>) => onChange({ ...value, ...change, preset: null });
  const unit: Step =
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
        label={t`View`}
        value={value.mode}
        onChange={(mode) =>
          // Range opens on the calendar week of the day shown.
          pick(mode === 'range' ? { mode, ...calendarWeek(value.day, weekStart) } : { mode })
        }
        data={VIEW_MODES.map((m) => ({ value: m.value, label: i18n._(m.label) }))}
      />
      <Group gap={0} wrap="nowrap">
        <Hint label={i18n._(PREVIOUS[unit])}>
          <ActionIcon
            aria-label={t`Previous`}
            onClick={onPrevious}
            size={30}
            style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          >
            <ChevronLeftIcon />
          </ActionIcon>
        </Hint>
        <Hint label={t`Today (T)`}>
          <Button
            variant="default"
            onClick={onToday}
            h={30}
            style={{ borderRadius: 0, borderLeft: 0, borderRight: 0 }}
          >
            {t`Today`}
          </Button>
        </Hint>
        <Hint label={i18n._(NEXT[unit])}>
          <ActionIcon
            aria-label={t`Next`}
            onClick={onNext}
            size={30}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Hint>
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
      <DeferredMenu
        menu={{ position: 'bottom-start', withinPortal: true }}
        button={() => (
          <Button
            variant="default"
            h={30}
            px={8}
            rightSection={<ChevronDownIcon size={12} />}
            data-testid="period-presets"
          >
            {shownPreset ? i18n._(PRESET_LABELS[shownPreset]) : t`Presets`}
          </Button>
        )}
      >
        {(Menu) =>
          // A year is for Insights: the Timeline and Table show at most MAX_VIEW_DAYS.
          PRESETS.filter((p) => p.name !== 'this-year' || (maxDays ?? MAX_VIEW_DAYS) >= 366).map(
            (p) => (
              <Menu.Item
                key={p.name}
                onClick={() => onChange(presetSelection(p.name, props.today, weekStart, value))}
              >
                {i18n._(PRESET_LABELS[p.name])}
              </Menu.Item>
            ),
          )
        }
      </DeferredMenu>
    </Group>
  );
}
