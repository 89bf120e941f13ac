/** Words for a suggested zone: always said to be a suggestion, with where it comes from. Pure. */
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { SiteZoneSuggestion } from '#shared/contract';
import type { ZoneSuggestion } from '#shared/sites/zone-suggestion';
import type { Wording } from './wording';

/** "from its name", "bookings mostly start at 08:00 there" (the time on the app's clock). */
export function suggestionReason(w: Wording, suggestion: ZoneSuggestion): string {
  switch (suggestion.reason) {
    case 'name':
      return w.i18n._(msg`from its name`);
    case 'booking-starts': {
      if (suggestion.typicalStartHour === null) return w.i18n._(msg`from when its bookings start`);
      const time = w.format.minuteOfDay(suggestion.typicalStartHour * 60);
      return w.i18n._(msg`bookings mostly start at ${time} there`);
    }
    default:
      return assertNever(suggestion.reason, 'suggestion reason');
  }
}

/** "Suggested: Australia/Sydney (from its name)". */
export function suggestionText(w: Wording, suggestion: ZoneSuggestion): string {
  const { zone } = suggestion;
  const reason = suggestionReason(w, suggestion);
  return w.i18n._(msg`Suggested: ${zone} (${reason})`);
}

/** Each site's suggestion by location id. */
export function suggestionsById(
  suggestions: readonly SiteZoneSuggestion[] | undefined,
): ReadonlyMap<string, SiteZoneSuggestion> {
  return new Map((suggestions ?? []).map((s) => [s.locationId, s]));
}
