/**
 * The words of place names that name a zone: the city part of each IANA zone the runtime lists (and
 * of its canonical name, where the runtime lists an old one), and a few well-known cities that have
 * no zone name of their own. Pure.
 */
import { canonicalZone } from '../time/zone-names';

/** Regions whose zones name a city; Etc/, Antarctica's research stations and the old aliases do not. */
const CITY_REGIONS = new Set([
  'Africa',
  'America',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
]);

/** City parts that are also everyday words or towns found elsewhere: "Center", "Christmas", "Chatham". */
const AMBIGUOUS = new Set([
  'center',
  'christmas',
  'chatham',
  'currie',
  'easter',
  'knox',
  'midway',
  'norfolk',
  'resolute',
  'reunion',
  'stanley',
  'wake',
]);

/**
 * Cities without a zone of their own, or renamed since some runtimes' lists, each with its zone's
 * canonical name.
 */
const MORE_CITIES: readonly (readonly [string, string])[] = [
  ['kolkata', 'Asia/Kolkata'],
  ['mumbai', 'Asia/Kolkata'],
  ['new delhi', 'Asia/Kolkata'],
  ['delhi', 'Asia/Kolkata'],
  ['bengaluru', 'Asia/Kolkata'],
  ['bangalore', 'Asia/Kolkata'],
  ['chennai', 'Asia/Kolkata'],
  ['ho chi minh', 'Asia/Ho_Chi_Minh'],
  ['kyiv', 'Europe/Kyiv'],
  ['yangon', 'Asia/Yangon'],
  ['kathmandu', 'Asia/Kathmandu'],
  ['nuuk', 'America/Nuuk'],
  ['beijing', 'Asia/Shanghai'],
  ['shenzhen', 'Asia/Shanghai'],
  ['guangzhou', 'Asia/Shanghai'],
  ['osaka', 'Asia/Tokyo'],
  ['munich', 'Europe/Berlin'],
  ['frankfurt', 'Europe/Berlin'],
  ['hamburg', 'Europe/Berlin'],
  ['milan', 'Europe/Rome'],
  ['barcelona', 'Europe/Madrid'],
  ['geneva', 'Europe/Zurich'],
  ['manchester', 'Europe/London'],
  ['edinburgh', 'Europe/London'],
  ['glasgow', 'Europe/London'],
  ['boston', 'America/New_York'],
  ['new jersey', 'America/New_York'],
  ['philadelphia', 'America/New_York'],
  ['atlanta', 'America/New_York'],
  ['miami', 'America/New_York'],
  ['dallas', 'America/Chicago'],
  ['houston', 'America/Chicago'],
  ['san francisco', 'America/Los_Angeles'],
  ['seattle', 'America/Los_Angeles'],
  ['montreal', 'America/Toronto'],
  ['canberra', 'Australia/Sydney'],
  ['wellington', 'Pacific/Auckland'],
];

/** Lower case, accents and apostrophes dropped, every other mark a space: "Zürich-Nord" → "zurich nord". */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Each folded city name with its zone's canonical name (Calcutta and Kolkata both Asia/Kolkata),
 * longest names first (so "new jersey" wins over "jersey").
 */
export function cityZones(listed: readonly string[]): readonly (readonly [string, string])[] {
  const cities = new Map<string, string>();
  const add = (city: string, zone: string): void => {
    const canonical = canonicalZone(zone);
    if (canonical && !cities.has(city)) cities.set(city, canonical);
  };
  for (const zone of listed) {
    // The listed name's city, then the canonical name's (Calcutta, then Kolkata).
    for (const name of new Set([zone, canonicalZone(zone) ?? zone])) {
      const parts = name.split('/');
      const city = foldPlace((parts[parts.length - 1] ?? '').replaceAll('_', ' '));
      // Indiana's and North Dakota's counties are towns few would name a site after; their cities are listed alone.
      if (parts.length < 2 || parts.length > 2 + Number(parts[1] === 'Argentina')) continue;
      if (!CITY_REGIONS.has(parts[0] ?? '') || AMBIGUOUS.has(city)) continue;
      add(city, zone);
    }
  }
  for (const [city, zone] of MORE_CITIES) add(city, zone);
  return [...cities].sort((a, b) => b[0].length - a[0].length);
}
