/** A zone from a site's name, when the name says a city: "Zürich Campus" is in Europe/Zurich. Pure. */
import { cityZones, foldPlace } from './zone-name-cities';

/**
 * Longer names are not read at all: no site is named in 200 characters of text, and matching every
 * city against a long name costs time another call would wait for.
 */
export const MAX_NAME_LENGTH = 200;

/** Every zone the runtime lists (none where Intl cannot list them: then only the extra cities). */
export function listedZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

let cities: readonly (readonly [string, string])[] | null = null;

/**
 * The zone (canonical IANA name) of the longest city named, as whole words, in the site's name;
 * null when none is, or the name is longer than MAX_NAME_LENGTH.
 */
export function zoneFromName(name: string): string | null {
  if (name.length > MAX_NAME_LENGTH) return null;
  cities ??= cityZones(listedZones());
  const words = ` ${foldPlace(name)} `;
  if (words.trim() === '') return null;
  const found = cities.find(([city]) => words.includes(` ${city} `));
  return found ? found[1] : null;
}
