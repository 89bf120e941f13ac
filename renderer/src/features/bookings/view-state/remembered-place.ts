/**
 * Where the user was in a company: the location or All locations, the tab and display, the period
 * (a preset or dates) and the comparison. Kept per account on this computer, so switching companies,
 * or opening the app again, returns to it. Pure, but for the storage at the end.
 */
import { CALENDAR_UNITS, type Comparison } from '#shared/insights/compare-period';
import { parseIsoDate } from '#shared/time/civil';
import { periodFromToday, weekStartOf } from '#shared/time/period';
import { WEEK_STARTS, type WeekStart } from '#shared/time/week-start';
import { localDateOf } from '#shared/time/zone';
import type { DateSelection } from '#shared/view/navigation';
import { type PresetName, presetSelection } from '#shared/view/presets';
import { type PerAccount, workspaceTabOf } from './view-state';

/** The part of PerAccount that says where the user was. */
export type Place = Pick<
  PerAccount,
  'chosenLocationId' | 'tab' | 'display' | 'allLocations' | 'compare' | 'dates' | 'zoom'
>;

/** A place as stored: with the local date it was left on, so a preset can follow the calendar. */
export interface RememberedPlace {
  readonly place: Place;
  /** YYYY-MM-DD in the zone shown when it was left. */
  readonly savedOn: string;
}

/** The place in `perAccount`, left at `now` in `zone`. */
export function placeToRemember(
  perAccount: PerAccount,
  zone: string,
  now: number,
): RememberedPlace {
  const { chosenLocationId, tab, display, allLocations, compare, dates, zoom } = perAccount;
  return {
    place: { chosenLocationId, tab, display, allLocations, compare, dates, zoom },
    savedOn: localDateOf(zone, now),
  };
}

/**
 * The per-account state to open on: the place as it was left, with a preset's dates moved to today
 * when the day has changed (Last month is still last month, Today is today); dates picked by hand,
 * or a preset stepped away from (‹ ›), stay as they were.
 */
export function restoredPerAccount(
  remembered: RememberedPlace,
  zone: string,
  now: number,
): PerAccount {
  const { place, savedOn } = remembered;
  const today = localDateOf(zone, now);
  return { ...place, openedAt: now, dates: datesFor(place.dates, savedOn, today) };
}

function datesFor(
  dates: DateSelection | null,
  savedOn: string,
  today: string,
): DateSelection | null {
  if (!dates || savedOn === today || !dates.preset) return dates;
  const weekStart = weekStartFrom(dates);
  const asLeft = presetSelection(dates.preset, savedOn, weekStart, dates);
  const untouched =
    asLeft.mode === dates.mode &&
    (dates.mode === 'day'
      ? asLeft.day === dates.day
      : asLeft.from === dates.from && asLeft.to === dates.to);
  return untouched ? presetSelection(dates.preset, today, weekStart, dates) : dates;
}

/** The week start a week preset's dates were counted with: the weekday of its first day. */
function weekStartFrom(dates: DateSelection): WeekStart {
  return WEEK_STARTS.find((w) => weekStartOf(dates.from, w) === dates.from) ?? 'monday';
}

const PREFIX = 'bookings-viewer:view:';

/** The place remembered for `accountId`, or null (none, or not one this version can read). */
export function readPlace(accountId: string): RememberedPlace | null {
  try {
    const text = globalThis.localStorage?.getItem(PREFIX + accountId);
    return text ? parsePlace(JSON.parse(text)) : null;
  } catch {
    // Storage refused, or a broken entry: the first screen, as before.
    return null;
  }
}

/** Remembers `remembered` for `accountId`; a refusal (a locked-down profile) only forgets it. */
export function writePlace(accountId: string, remembered: RememberedPlace): void {
  try {
    globalThis.localStorage?.setItem(PREFIX + accountId, JSON.stringify(remembered));
  } catch {
    // Not remembered; kept for as long as the workspace is open all the same.
  }
}

/** What a stored place may hold, loosely: it is checked before it is trusted. */
interface Stored {
  readonly savedOn?: unknown;
  readonly place?: {
    readonly chosenLocationId?: unknown;
    readonly tab?: unknown;
    readonly display?: unknown;
    readonly allLocations?: unknown;
    readonly zoom?: unknown;
    readonly compare?: { readonly kind?: unknown; readonly unit?: unknown } & Partial<Dates>;
    readonly dates?: Partial<Dates> & {
      readonly mode?: unknown;
      readonly day?: unknown;
      readonly timeOfDay?: { readonly startMinute?: unknown; readonly endMinute?: unknown };
      readonly preset?: unknown;
    };
  };
}

interface Dates {
  readonly from: unknown;
  readonly to: unknown;
}

/**
 * A stored place checked (it may come from another version, or be broken), or null. An unknown
 * tab, preset or unit is dropped, not the whole place.
 */
export function parsePlace(value: unknown): RememberedPlace | null {
  const stored = (value ?? {}) as Stored;
  const p = stored.place;
  if (!p || !isDate(stored.savedOn)) return null;
  const { chosenLocationId: location, display, allLocations, compare: c, dates: d } = p;
  const hours = d?.timeOfDay;
  const fine =
    (location === null || typeof location === 'string') &&
    (display === 'timeline' ||
      display === 'table' ||
      display === 'insights' ||
      display === 'trends' ||
      display === 'people' ||
      display === 'ahead') &&
    typeof allLocations === 'boolean' &&
    (c === null ||
      c?.kind === 'year' ||
      c?.kind === 'previous' ||
      (c?.kind === 'chosen' && isDays(c))) &&
    (d === null ||
      ((d?.mode === 'day' || d?.mode === 'range') &&
        isDate(d.day) &&
        isDays(d) &&
        (!hours || isHours(hours.startMinute, hours.endMinute))));
  if (!fine) return null;
  const compare = (
    c?.kind === 'previous' ? { kind: 'previous', unit: unitOf(c.unit) } : c
  ) as Comparison | null;
  const dates = (d && {
    ...d,
    timeOfDay: hours ?? null,
    // A period name the presets know (their list is the menu's, not in the first screen's code).
    preset:
      typeof d.preset === 'string' && periodFromToday(d.preset, stored.savedOn)
        ? (d.preset as PresetName)
        : null,
  }) as DateSelection | null;
  // A tab this version lacks opens the bookings.
  const tab = workspaceTabOf(p.tab);
  // A place saved before the timeline zoomed, or with a level this version lacks: Week.
  const zoom = p.zoom === 'fit' || p.zoom === 'month' || p.zoom === 'day' ? p.zoom : 'week';
  return {
    savedOn: stored.savedOn,
    place: { chosenLocationId: location, tab, display, allLocations, compare, dates, zoom },
  };
}

const unitOf = (unit: unknown) => CALENDAR_UNITS.find((u) => u === unit) ?? null;

function isDays(d: Partial<Dates>): boolean {
  return isDate(d.from) && isDate(d.to) && d.from <= d.to;
}

function isHours(start: unknown, end: unknown): boolean {
  return (
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    (start as number) >= 0 &&
    (end as number) <= 1440 &&
    (end as number) > (start as number)
  );
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}
