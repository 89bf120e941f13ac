/**
 * A working week as the Sites page edits it: the open weekdays, and one span of hours for all of
 * them (or all day), with what is wrong with the fields said in the interface's language
 * (week-words.ts writes a week). Pure.
 */
import { msg } from '@lingui/core/macro';
import { clockText } from '#shared/sites/hours-text';
import {
  isAlwaysOpen,
  OFFICE_HOURS,
  type OpeningHours,
  WEEKDAY_KEYS,
  type WeekdayKey,
  weeklyHours,
} from '#shared/sites/opening-hours';
import type { Wording } from './wording';

/** The working-week editor's fields. Times are "HH:MM" as a time input gives them. */
export interface WeekForm {
  readonly days: readonly WeekdayKey[];
  readonly allDay: boolean;
  readonly opens: string;
  readonly closes: string;
}

/** What a new working week starts as: an office's. */
export const OFFICE_WEEK: WeekForm = formOf(OFFICE_HOURS);

/** The editor's fields for a site's hours (the first open day's span where the days differ). */
export function formOf(hours: OpeningHours | null): WeekForm {
  if (hours === null) return { days: WEEKDAY_KEYS, allDay: true, opens: '', closes: '' };
  const days = WEEKDAY_KEYS.filter((_, i) => hours[i] !== null);
  const first = hours.find((s) => s !== null);
  if (!first) return { ...OFFICE_WEEK, days: [] };
  if (first.startMinute === 0 && first.endMinute === 1440)
    return { days, allDay: true, opens: '', closes: '' };
  return {
    days,
    allDay: false,
    opens: clockText(first.startMinute),
    closes: clockText(first.endMinute),
  };
}

/** "08:30" as minutes after midnight; null when it is not a time. */
function minuteOf(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** What is wrong with the editor's fields, field by field. */
export interface WeekErrors {
  readonly days?: string;
  readonly opens?: string;
  readonly closes?: string;
}

/** The hours the fields give (null: every hour of every day), or what to fix. */
export function readWeek(
  w: Wording,
  form: WeekForm,
): { readonly hours: OpeningHours | null } | { readonly errors: WeekErrors } {
  const { i18n, format } = w;
  const errors: { days?: string; opens?: string; closes?: string } = {};
  if (form.days.length === 0)
    errors.days = i18n._(
      msg`Choose at least one working day: a site closed every day has no open time.`,
    );
  let span = { startMinute: 0, endMinute: 1440 };
  if (!form.allDay) {
    const start = minuteOf(form.opens);
    // A time input cannot say 24:00: closing at 00:00 is closing at midnight.
    const endRead = minuteOf(form.closes);
    const end = endRead === 0 ? 1440 : endRead;
    // The examples on the app's clock: "08:00" or "8:00 AM".
    const opening = format.minuteOfDay(480);
    const closing = format.minuteOfDay(1080);
    const midnight = format.minuteOfDay(0);
    if (start === null) errors.opens = i18n._(msg`Enter the opening time, e.g. ${opening}.`);
    if (end === null) errors.closes = i18n._(msg`Enter the closing time, e.g. ${closing}.`);
    else if (start !== null && end <= start)
      errors.closes = i18n._(
        msg`The closing time must be after the opening time (${midnight} closes at midnight).`,
      );
    if (start !== null && end !== null) span = { startMinute: start, endMinute: end };
  }
  if (errors.days || errors.opens || errors.closes) return { errors };
  const hours = weeklyHours(form.days, span);
  return { hours: isAlwaysOpen(hours) ? null : hours };
}
