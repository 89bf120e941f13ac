import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** The period shown: one day (`from` is `to`) or a range of days, both included. */
export interface ShownDays {
  readonly mode: 'day' | 'range';
  readonly from: string;
  readonly to: string;
}

type DateFormat = Pick<LocaleFormat, 'longDate'>;

/** "No bookings on Sun, Mar 29, 2026 match the filters", or "… from … to …", as one sentence. */
export function noBookingsSentence(
  i18n: I18n,
  format: DateFormat,
  period: ShownDays,
  filtered: boolean,
): string {
  if (period.mode === 'day') {
    const day = format.longDate(period.from);
    return filtered
      ? i18n._(msg`No bookings on ${day} match the filters`)
      : i18n._(msg`No bookings on ${day}`);
  }
  const from = format.longDate(period.from);
  const to = format.longDate(period.to);
  return filtered
    ? i18n._(msg`No bookings from ${from} to ${to} match the filters`)
    : i18n._(msg`No bookings from ${from} to ${to}`);
}

/** "Bookings at Harbour Office, on Sun, Mar 29, 2026": the Timeline's and Table's name. */
export function bookingsGridName(
  i18n: I18n,
  format: DateFormat,
  period: ShownDays,
  locationName: string,
): string {
  if (period.mode === 'day') {
    const day = format.longDate(period.from);
    return i18n._(msg`Bookings at ${locationName}, on ${day}`);
  }
  const from = format.longDate(period.from);
  const to = format.longDate(period.to);
  return i18n._(msg`Bookings at ${locationName}, from ${from} to ${to}`);
}

/** "Sun, Mar 29, 2026" or "… – …", as the way back to Insights names the period. */
export function periodName(period: ShownDays, format: DateFormat): string {
  return period.mode === 'day'
    ? format.longDate(period.from)
    : `${format.longDate(period.from)} – ${format.longDate(period.to)}`;
}

/** The days a date selection shows, as the sentences above take them. */
export function shownDaysOf(dates: {
  readonly mode: 'day' | 'range';
  readonly day: string;
  readonly from: string;
  readonly to: string;
}): ShownDays {
  return dates.mode === 'day'
    ? { mode: 'day', from: dates.day, to: dates.day }
    : { mode: 'range', from: dates.from, to: dates.to };
}
