/** Words for a suggested zone: always said to be a suggestion, with where it comes from. Pure. */
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { SiteZoneSuggestion } from '#shared/contract';
import type { ZoneConfidence, ZoneSuggestion } from '#shared/sites/zone-suggestion';
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

/** How sure a suggestion is, in words: "very likely", "likely", "a guess: check it". */
export function confidenceWords(w: Wording, confidence: ZoneConfidence): string {
  switch (confidence) {
    case 'high':
      return w.i18n._(msg`very likely`);
    case 'medium':
      return w.i18n._(msg`likely`);
    case 'low':
      return w.i18n._(msg`a guess: check it`);
    default:
      return assertNever(confidence, 'suggestion confidence');
  }
}

/** "Suggested: Australia/Sydney (from its name; very likely)". */
export function suggestionText(w: Wording, suggestion: ZoneSuggestion): string {
  const { zone } = suggestion;
  const reason = suggestionReason(w, suggestion);
  const sureness = confidenceWords(w, suggestion.confidence);
  return w.i18n._(msg`Suggested: ${zone} (${reason}; ${sureness})`);
}

/** Each site's suggestion by location id. */
export function suggestionsById(
  suggestions: readonly SiteZoneSuggestion[] | undefined,
): ReadonlyMap<string, SiteZoneSuggestion> {
  return new Map((suggestions ?? []).map((s) => [s.locationId, s]));
}
