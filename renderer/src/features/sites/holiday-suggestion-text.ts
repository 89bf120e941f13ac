/** What a bulk suggestion of holiday calendars did, in words, naming the sites it left. Pure. */
import { msg, plural } from '@lingui/core/macro';
import type { SiteRow } from '#shared/contract';
import type { HolidaySuggestionOutcome } from './holiday-suggestions';
import { siteName } from './site-text';
import type { Wording } from './wording';

/** "Harbour Office, Northgate Depot and Sydney Quay", as the locale joins a list. */
function namesOf(w: Wording, sites: readonly SiteRow[]): string {
  const names = sites.map((s) => siteName(w.i18n, s));
  try {
    return new Intl.ListFormat(w.format.locale, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * "Holiday calendars suggested for 2 sites from their zones: check them, then Save. No calendar
 * could be suggested for Sydney Quay: it has no zone of its own." Each part only when it applies.
 */
export function holidaySuggestionWords(w: Wording, outcome: HolidaySuggestionOutcome): string {
  const { filled, withoutZone, unknownZone } = outcome;
  const parts: string[] = [];
  const count = filled.length;
  if (count > 0)
    parts.push(
      w.i18n._(
        msg`${plural(count, {
          one: 'A holiday calendar suggested for # site from its zone: check it, then Save.',
          other: 'Holiday calendars suggested for # sites from their zones: check them, then Save.',
        })}`,
      ),
    );
  if (withoutZone.length > 0) {
    const names = namesOf(w, withoutZone);
    const sites = withoutZone.length;
    parts.push(
      w.i18n._(
        msg`No calendar could be suggested for ${names}: ${plural(sites, {
          one: 'it has no zone of its own. Set its zone, or choose its calendar yourself.',
          other:
            'they have no zone of their own. Set their zones, or choose their calendars yourself.',
        })}`,
      ),
    );
  }
  if (unknownZone.length > 0) {
    const names = namesOf(w, unknownZone);
    const sites = unknownZone.length;
    parts.push(
      w.i18n._(
        msg`No calendar is known for the zone of ${names}: choose ${plural(sites, {
          one: 'its calendar',
          other: 'their calendars',
        })} yourself.`,
      ),
    );
  }
  if (parts.length === 0)
    return w.i18n._(msg`Every site shown has a holiday calendar: nothing to suggest.`);
  return parts.join(' ');
}
