/**
 * Opening hours as people write them: `mon-fri` and `08:00-18:00` in, `Mon–Fri 08:00–18:00` out.
 * The command line reads this text; every figure's basis is written with it.
 */
import type { TimeOfDay } from '../scope/booking-filter';
import { type OpeningHours, WEEKDAY_KEYS, type WeekdayKey, isAlwaysOpen } from './opening-hours';

/** How opening hours are said in a language: its short weekdays, Monday first, and its phrases. */
export interface HoursWords {
  readonly days: readonly [string, string, string, string, string, string, string];
  readonly allDay: string;
  readonly everyDayAllDay: string;
  readonly closedEveryDay: string;
}

/** Opening hours in English, as the app and the command line say them. */
export const ENGLISH_HOURS: HoursWords = {
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  allDay: 'all day',
  everyDayAllDay: 'every day, all day',
  closedEveryDay: 'closed every day',
};

/** `mon-fri`, `sat,sun`, `mon-wed,fri` or `all` as weekdays; null when it is not such a list. */
export function parseDays(text: string): readonly WeekdayKey[] | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === 'all' || wanted === 'every-day') return WEEKDAY_KEYS;
  const days = new Set<WeekdayKey>();
  for (const part of wanted.split(',')) {
    const [first, last, extra] = part.trim().split('-');
    const a = WEEKDAY_KEYS.indexOf(first as WeekdayKey);
    const b = last === undefined ? a : WEEKDAY_KEYS.indexOf(last as WeekdayKey);
    if (a < 0 || b < 0 || extra !== undefined || b < a) return null;
    for (let i = a; i <= b; i++) days.add(WEEKDAY_KEYS[i] as WeekdayKey);
  }
  return WEEKDAY_KEYS.filter((d) => days.has(d));
}

/** `08:00-18:00` (or `all-day`) as minutes after midnight; null when unreadable or empty. */
export function parseHours(text: string): TimeOfDay | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === 'all-day' || wanted === '00:00-24:00') return { startMinute: 0, endMinute: 1440 };
  const m = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(wanted);
  if (!m) return null;
  const minute = (h: string, mm: string) =>
    Number(mm) < 60 && Number(h) * 60 + Number(mm) <= 1440 ? Number(h) * 60 + Number(mm) : NaN;
  const startMinute = minute(m[1] as string, m[2] as string);
  const endMinute = minute(m[3] as string, m[4] as string);
  if (!(endMinute > startMinute)) return null;
  return { startMinute, endMinute };
}

/** `08:00` for 480; `24:00` for the end of the day. */
export function clockText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function spanText(span: TimeOfDay, words: HoursWords): string {
  return span.startMinute === 0 && span.endMinute === 1440
    ? words.allDay
    : `${clockText(span.startMinute)}–${clockText(span.endMinute)}`;
}

/**
 * `Mon–Fri 08:00–18:00`, `Mon–Fri 08:00–18:00, Sat 09:00–13:00`, or `every day, all day`; in
 * another language with its words.
 */
export function hoursText(hours: OpeningHours, words: HoursWords = ENGLISH_HOURS): string {
  if (isAlwaysOpen(hours)) return words.everyDayAllDay;
  const groups: { first: number; last: number; span: TimeOfDay }[] = [];
  hours.forEach((span, i) => {
    if (!span) return;
    const previous = groups[groups.length - 1];
    if (
      previous &&
      previous.last === i - 1 &&
      previous.span.startMinute === span.startMinute &&
      previous.span.endMinute === span.endMinute
    )
      previous.last = i;
    else groups.push({ first: i, last: i, span });
  });
  if (groups.length === 0) return words.closedEveryDay;
  const label = words.days;
  return groups
    .map(({ first, last, span }) => {
      const days = first === last ? label[first] : `${label[first]}–${label[last]}`;
      return `${days} ${spanText(span, words)}`;
    })
    .join(', ');
}

/** The open weekdays as the command line takes them: `mon-fri`, `mon-wed,fri`, `all` or `none`. */
export function daysKey(hours: OpeningHours): string {
  const open = hours.map((span) => span !== null);
  if (open.every(Boolean)) return 'all';
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!open[i] || (i > 0 && open[i - 1])) continue;
    let j = i;
    while (j + 1 < 7 && open[j + 1]) j++;
    parts.push(j === i ? WEEKDAY_KEYS[i]! : `${WEEKDAY_KEYS[i]}-${WEEKDAY_KEYS[j]}`);
  }
  return parts.length > 0 ? parts.join(',') : 'none';
}

/** The open hours as the command line takes them (`08:00-18:00`), or `varies` when the days differ. */
export function hoursKey(hours: OpeningHours): string {
  const spans = hours.filter((span): span is TimeOfDay => span !== null);
  const first = spans[0];
  if (!first) return '';
  const same = spans.every(
    (s) => s.startMinute === first.startMinute && s.endMinute === first.endMinute,
  );
  return same ? `${clockText(first.startMinute)}-${clockText(first.endMinute)}` : 'varies';
}
