/** Words for a suggested zone: always said to be a suggestion, with where it comes from. Pure. */
import { assertNever } from '#shared/assert-never';
import type { SiteZoneSuggestion } from '#shared/contract';
import { clockText } from '#shared/sites/hours-text';
import type { ZoneSuggestion } from '#shared/sites/zone-suggestion';

/** "from its name", "bookings mostly start at 08:00 there". */
export function suggestionReason(suggestion: ZoneSuggestion): string {
  switch (suggestion.reason) {
    case 'name':
      return 'from its name';
    case 'booking-starts':
      return suggestion.typicalStartHour === null
        ? 'from when its bookings start'
        : `bookings mostly start at ${clockText(suggestion.typicalStartHour * 60)} there`;
    default:
      return assertNever(suggestion.reason, 'suggestion reason');
  }
}

/** "Suggested: Australia/Sydney (from its name)". */
export function suggestionText(suggestion: ZoneSuggestion): string {
  return `Suggested: ${suggestion.zone} (${suggestionReason(suggestion)})`;
}

/** Each site's suggestion by location id. */
export function suggestionsById(
  suggestions: readonly SiteZoneSuggestion[] | undefined,
): ReadonlyMap<string, SiteZoneSuggestion> {
  return new Map((suggestions ?? []).map((s) => [s.locationId, s]));
}
