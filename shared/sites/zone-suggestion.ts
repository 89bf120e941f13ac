/**
 * A suggested zone for a site that has none. The API never says where a location is, so the manager
 * must; the app offers a suggestion to accept or not: the city its name says, else the zone where its
 * bookings start at a working day's hours, with how sure it is. Never applied without the manager's
 * word. Pure.
 */
import type { ZoneConfidence } from './zone-confidence';
import { zoneFromName } from './zone-from-name';
import { zoneFromStarts } from './zone-from-starts';

export type { ZoneConfidence };

/** Where a suggestion comes from: a city in the site's name, or when its bookings start. */
export type ZoneSuggestionReason = 'name' | 'booking-starts';

/** A zone suggested for a site. */
export interface ZoneSuggestion {
  /** A canonical IANA name, as a site's zone is saved. */
  readonly zone: string;
  readonly reason: ZoneSuggestionReason;
  /** From booking starts: the local hour most bookings start at in that zone; null from a name. */
  readonly typicalStartHour: number | null;
  /** A city named in full in the site's name is `high`; from starts, see ZoneConfidence. */
  readonly confidence: ZoneConfidence;
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

/** The zone a site's name says, as a suggestion; null when it names no city (or is too long to read). */
export function nameSuggestion(name: string | null): ZoneSuggestion | null {
  const zone = name === null ? null : zoneFromName(name);
  return zone === null
    ? null
    : { zone, reason: 'name', typicalStartHour: null, confidence: 'high' };
}

/** The zone a site's booking starts suggest; null when they say none. */
export function startsSuggestion(
  startsMs: readonly number[],
  accountZone: string | null,
): ZoneSuggestion | null {
  const reading = zoneFromStarts(startsMs, accountZone);
  return reading && { ...reading, reason: 'booking-starts' };
}

/** The site's suggested zone, or null when neither its name nor its bookings say one. */
export function suggestZone(input: ZoneSuggestionInput): ZoneSuggestion | null {
  return nameSuggestion(input.name) ?? startsSuggestion(input.startsMs, input.accountZone);
}
