/**
 * A working week as the Sites page shows and edits it: the open weekdays, and one span of hours for
 * all of them (or all day). Pure.
 */
import { clockText } from '#shared/sites/hours-text';
import {
  isAlwaysOpen,
  OFFICE_HOURS,
  type OpeningHours,
  WEEKDAY_KEYS,
  type WeekdayKey,
  weeklyHours,
} from '#shared/sites/opening-hours';

/** Weekday names, Monday first, as the table and the toggles write them. */
export const DAY_NAMES: Readonly<Record<WeekdayKey, { short: string; long: string }>> = {
  mon: { short: 'Mon', long: 'Monday' },
  tue: { short: 'Tue', long: 'Tuesday' },
  wed: { short: 'Wed', long: 'Wednesday' },
  thu: { short: 'Thu', long: 'Thursday' },
  fri: { short: 'Fri', long: 'Friday' },
  sat: { short: 'Sat', long: 'Saturday' },
  sun: { short: 'Sun', long: 'Sunday' },
};

/** "Mon–Fri", "Mon–Wed, Fri", "Every day", or "Closed every day". */
export function daysText(hours: OpeningHours | null): string {
  if (hours === null) return 'Every day';
  const open = hours.map((span) => span !== null);
  if (open.every(Boolean)) return 'Every day';
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!open[i] || (i > 0 && open[i - 1])) continue;
    let j = i;
    while (j + 1 < 7 && open[j + 1]) j++;
    const first = DAY_NAMES[WEEKDAY_KEYS[i] as WeekdayKey].short;
    const last = DAY_NAMES[WEEKDAY_KEYS[j] as WeekdayKey].short;
    parts.push(i === j ? first : `${first}–${last}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'Closed every day';
}

/** "08:00–18:00", "All day", "Varies by day", or "—" when closed every day. */
export function spanText(hours: OpeningHours | null): string {
  if (hours === null || isAlwaysOpen(hours)) return 'All day';
  const spans = hours.filter((s) => s !== null);
  const first = spans[0];
  if (!first) return '—';
  if (spans.some((s) => s.startMinute !== first.startMinute || s.endMinute !== first.endMinute))
    return 'Varies by day';
  if (first.startMinute === 0 && first.endMinute === 1440) return 'All day';
  return `${clockText(first.startMinute)}–${clockText(first.endMinute)}`;
}

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
  form: WeekForm,
): { readonly hours: OpeningHours | null } | { readonly errors: WeekErrors } {
  const errors: { days?: string; opens?: string; closes?: string } = {};
  if (form.days.length === 0)
    errors.days = 'Choose at least one working day: a site closed every day has no open time.';
  let span = { startMinute: 0, endMinute: 1440 };
  if (!form.allDay) {
    const start = minuteOf(form.opens);
    // A time input cannot say 24:00: closing at 00:00 is closing at midnight.
    const endRead = minuteOf(form.closes);
    const end = endRead === 0 ? 1440 : endRead;
    if (start === null) errors.opens = 'Enter the opening time, e.g. 08:00.';
    if (end === null) errors.closes = 'Enter the closing time, e.g. 18:00.';
    else if (start !== null && end <= start)
      errors.closes = 'The closing time must be after the opening time (00:00 closes at midnight).';
    if (start !== null && end !== null) span = { startMinute: start, endMinute: end };
  }
  if (errors.days || errors.opens || errors.closes) return { errors };
  const hours = weeklyHours(form.days, span);
  return { hours: isAlwaysOpen(hours) ? null : hours };
}
