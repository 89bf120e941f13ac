/** A zone from a site's name, when the name says a city: "Zürich Campus" is in Europe/Zurich. Pure. */
import { cityZones, foldPlace } from './zone-name-cities';

/** Every zone the runtime lists (none where Intl cannot list them: then only the extra cities). */
export function listedZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

let cities: readonly (readonly [string, string])[] | null = null;

/** The zone of the longest city named, as whole words, in the site's name; null when none is. */
export function zoneFromName(name: string): string | null {
  cities ??= cityZones(listedZones());
  const words = ` ${foldPlace(name)} `;
  if (words.trim() === '') return null;
  const found = cities.find(([city]) => words.includes(` ${city} `));
  return found ? found[1] : null;
}
