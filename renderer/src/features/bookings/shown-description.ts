/** What "what is shown" includes (the place, the clock and the filters), and the sentence saying it. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingFilter } from '#shared/contract';
import { assertNever } from '#shared/assert-never';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** The clock the times are in: one zone, site time in a zone, or each site's own zone. */
export type ShownTimes =
  | { readonly kind: 'zone'; readonly zone: string }
  | { readonly kind: 'site-time'; readonly zone: string }
  | { readonly kind: 'each-site'; readonly fallbackZone: string };

/** What is shown, as data: the sentence is written in the interface's language when shown. */
export interface ShownDescription {
  /** Null: every location of the company. */
  readonly locationName: string | null;
  readonly times: ShownTimes;
  readonly filter: BookingFilter;
}

/** "Harbour Office, times in Europe/Berlin" and the like: the place and its clock. */
function placeWords(i18n: I18n, locationName: string | null, times: ShownTimes): string {
  switch (times.kind) {
    case 'zone': {
      const { zone } = times;
      return locationName === null
        ? i18n._(msg`Every location, times in ${zone}`)
        : i18n._(msg`${locationName}, times in ${zone}`);
    }
    case 'site-time': {
      const { zone } = times;
      return locationName === null
        ? i18n._(msg`Every location, times in ${zone} (site time)`)
        : i18n._(msg`${locationName}, times in ${zone} (site time)`);
    }
    case 'each-site': {
      const { fallbackZone } = times;
      return locationName === null
        ? i18n._(
            msg`Every location, times in each site’s own zone (site time; ${fallbackZone} without one)`,
          )
        : i18n._(
            msg`${locationName}, times in each site’s own zone (site time; ${fallbackZone} without one)`,
          );
    }
    default:
      return assertNever(times);
  }
}

/**
 * A sentence saying what "what is shown" includes: "Harbour Office, times in Europe/Berlin; tags: EV;
 * matching “ann”; 07:00–19:00 each day". Each part is a whole clause of its own.
 */
export function describeShown(
  i18n: I18n,
  shown: ShownDescription,
  format: Pick<LocaleFormat, 'minuteOfDay'>,
): string {
  const { filter } = shown;
  const parts = [placeWords(i18n, shown.locationName, shown.times)];
  if (filter.tags) {
    const tags = filter.tags.map((tag) => tag || i18n._(msg`no tag`)).join(', ');
    parts.push(i18n._(msg`tags: ${tags}`));
  }
  if (filter.search) {
    const search = filter.search;
    parts.push(i18n._(msg`matching “${search}”`));
  }
  if (filter.timeOfDay) {
    const from = format.minuteOfDay(filter.timeOfDay.startMinute);
    const to = format.minuteOfDay(filter.timeOfDay.endMinute);
    parts.push(i18n._(msg`${from}–${to} each day`));
  } else parts.push(i18n._(msg`whole days`));
  return parts.join(
    i18n._(msg({ comment: 'Between the parts of "what is shown"', message: '; ' })),
  );
}
