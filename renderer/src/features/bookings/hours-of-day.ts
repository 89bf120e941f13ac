import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** The time-of-day presets offered, from the widest. */
export const HOURS_OF_DAY_PRESETS: readonly TimeOfDay[] = [
  { startMinute: 6 * 60, endMinute: 22 * 60 },
  { startMinute: 7 * 60, endMinute: 19 * 60 },
  { startMinute: 8 * 60, endMinute: 18 * 60 },
  { startMinute: 9 * 60, endMinute: 17 * 60 },
];

/** The width of the hours control, and of its stand-in. */
export const HOURS_OF_DAY_WIDTH = 150;

/** The formatting the labels need. */
export type MinuteFormat = Pick<LocaleFormat, 'minuteOfDay'>;

/** A time of day as a select value. */
export const keyOf = (t: TimeOfDay): string => `${t.startMinute}-${t.endMinute}`;

/** A time of day in the user's clock: "07:00–19:00", "7:00 AM–7:00 PM". */
export const labelOf = (f: MinuteFormat, t: TimeOfDay): string =>
  `${f.minuteOfDay(t.startMinute)}–${f.minuteOfDay(t.endMinute)}`;

/** What the hours control shows for a value: "All day", a preset's hours, or "Custom 06:30–20:00". */
export function hoursOfDayLabel(i18n: I18n, f: MinuteFormat, value: TimeOfDay | null): string {
  if (value === null) return i18n._(msg`All day`);
  const isPreset = HOURS_OF_DAY_PRESETS.some((p) => keyOf(p) === keyOf(value));
  return isPreset ? labelOf(f, value) : customLabel(i18n, f, value);
}

/** "Custom 06:30–20:00": hours of the day that are none of the presets. */
export function customLabel(i18n: I18n, f: MinuteFormat, value: TimeOfDay): string {
  const hours = labelOf(f, value);
  return i18n._(msg`Custom ${hours}`);
}
