/**
 * A suggested zone for a site that has none. The API never says where a location is, so the manager
 * must; the app offers a suggestion to accept or not: the city its name says, else the zone where its
 * bookings mostly start in the morning. Never applied without the manager's word. Pure.
 */
import { zoneFromName } from './zone-from-name';
import { zoneFromStarts } from './zone-from-starts';

/** Where a suggestion comes from: a city in the site's name, or when its bookings start. */
export type ZoneSuggestionReason = 'name' | 'booking-starts';

/** A zone suggested for a site. */
export interface ZoneSuggestion {
  readonly zone: string;
  readonly reason: ZoneSuggestionReason;
  /** From booking starts: the local hour most bookings start at in that zone; null from a name. */
  readonly typicalStartHour: number | null;
}

/** What a site's suggestion is made from. */
export interface ZoneSuggestionInput {
  /** The location's name (null: unnamed). */
  readonly name: string | null;
  /** When its recent bookings start (UTC instants, in any order). */
  readonly startsMs: readonly number[];
  /** The account's zone, named when it fits the starts as well as any other; null: none. */
  readonly accountZone: string | null;
}

/** The site's suggested zone, or null when neither its name nor its bookings say one. */
export function suggestZone(input: ZoneSuggestionInput): ZoneSuggestion | null {
  const named = input.name === null ? null : zoneFromName(input.name);
  if (named) return { zone: named, reason: 'name', typicalStartHour: null };
  const reading = zoneFromStarts(input.startsMs, input.accountZone);
  return reading && { ...reading, reason: 'booking-starts' };
}

/** Whether a site's name alone gives its suggestion (then its bookings need not be read). */
export function nameSuggests(name: string | null): boolean {
  return name !== null && zoneFromName(name) !== null;
}
