import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import {
  customLabel,
  HOURS_OF_DAY_PRESETS as PRESETS,
  HOURS_OF_DAY_WIDTH,
  keyOf,
  labelOf,
  type MinuteFormat,
} from './hours-of-day';

const ALL_DAY = 'all';
const CUSTOM = 'custom';

const hours = (f: MinuteFormat, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    value: String((from + i) * 60),
    label: f.minuteOfDay((from + i) * 60),
  }));

/** Narrows each day to a time of day (07:00–19:00 and such), or shows whole days. */
export function HoursOfDaySelect(props: {
  readonly value: TimeOfDay | null;
  readonly onChange: (v: TimeOfDay | null) => void;
  /** Focus and open it on arrival: the user reached for its stand-in (TimeOfDayControl). */
  readonly takeFocus?: boolean;
}) {
  const { value, onChange } = props;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const preset =
    value === null
      ? ALL_DAY
      : PRESETS.some((p) => keyOf(p) === keyOf(value))
        ? keyOf(value)
        : CUSTOM;
  const data = [
    { value: ALL_DAY, label: t`All day` },
    ...PRESETS.map((p) => ({ value: keyOf(p), label: labelOf(format, p) })),
    {
      value: CUSTOM,
      label: value && preset === CUSTOM ? customLabel(i18n, format, value) : t`Custom…`,
    },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={t`Hours of the day`}
        data={data}
        value={preset}
        allowDeselect={false}
        w={HOURS_OF_DAY_WIDTH}
        autoFocus={props.takeFocus}
        defaultDropdownOpened={props.takeFocus}
        onChange={(v) => {
          if (!v || v === ALL_DAY) onChange(null);
          else if (v === CUSTOM) onChange(value ?? { startMinute: 7 * 60, endMinute: 19 * 60 });
          else onChange(PRESETS.find((p) => keyOf(p) === v) ?? null);
        }}
      />
      {value && preset === CUSTOM && (
        <>
          <Select
            aria-label={t`From hour`}
            data={hours(format, 0, 23)}
            value={String(value.startMinute - (value.startMinute % 60))}
            w={format.hour12 ? 100 : 82}
            allowDeselect={false}
            onChange={(v) => {
              const start = Number(v);
              onChange({ startMinute: start, endMinute: Math.max(value.endMinute, start + 60) });
            }}
          />
          <Select
            aria-label={t`To hour`}
            data={hours(format, 1, 24)}
            value={String(value.endMinute - (value.endMinute % 60))}
            w={format.hour12 ? 100 : 82}
            allowDeselect={false}
            onChange={(v) => {
              const end = Number(v);
              onChange({ startMinute: Math.min(value.startMinute, end - 60), endMinute: end });
            }}
          />
        </>
      )}
    </Group>
  );
}
