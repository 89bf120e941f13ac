/**
 * The words of place names that name a zone: the city part of each IANA zone the runtime lists, and a
 * few well-known cities and renamed ones that have no zone name of their own. Pure.
 */

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
 * Cities without a zone of their own (or renamed since the runtime's list), each with its zone as
 * newer and older runtimes spell it: the first the runtime lists is suggested.
 */
const MORE_CITIES: readonly (readonly [string, readonly string[]])[] = [
  ['kolkata', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['mumbai', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['new delhi', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['delhi', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['bengaluru', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['bangalore', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['chennai', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['ho chi minh', ['Asia/Ho_Chi_Minh', 'Asia/Saigon']],
  ['kyiv', ['Europe/Kyiv', 'Europe/Kiev']],
  ['yangon', ['Asia/Yangon', 'Asia/Rangoon']],
  ['kathmandu', ['Asia/Kathmandu', 'Asia/Katmandu']],
  ['nuuk', ['America/Nuuk', 'America/Godthab']],
  ['beijing', ['Asia/Shanghai']],
  ['shenzhen', ['Asia/Shanghai']],
  ['guangzhou', ['Asia/Shanghai']],
  ['osaka', ['Asia/Tokyo']],
  ['munich', ['Europe/Berlin']],
  ['frankfurt', ['Europe/Berlin']],
  ['hamburg', ['Europe/Berlin']],
  ['milan', ['Europe/Rome']],
  ['barcelona', ['Europe/Madrid']],
  ['geneva', ['Europe/Zurich']],
  ['manchester', ['Europe/London']],
  ['edinburgh', ['Europe/London']],
  ['glasgow', ['Europe/London']],
  ['boston', ['America/New_York']],
  ['new jersey', ['America/New_York']],
  ['philadelphia', ['America/New_York']],
  ['atlanta', ['America/New_York']],
  ['miami', ['America/New_York']],
  ['dallas', ['America/Chicago']],
  ['houston', ['America/Chicago']],
  ['san francisco', ['America/Los_Angeles']],
  ['seattle', ['America/Los_Angeles']],
  ['montreal', ['America/Toronto']],
  ['canberra', ['Australia/Sydney']],
  ['wellington', ['Pacific/Auckland']],
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

/** Each folded city name with its zone, longest names first (so "new jersey" wins over "jersey"). */
export function cityZones(listed: readonly string[]): readonly (readonly [string, string])[] {
  const known = new Set(listed);
  const cities = new Map<string, string>();
  for (const zone of listed) {
    const parts = zone.split('/');
    const city = foldPlace((parts[parts.length - 1] ?? '').replaceAll('_', ' '));
    // Indiana's and North Dakota's counties are towns few would name a site after; their cities are listed alone.
    if (parts.length < 2 || parts.length > 2 + Number(parts[1] === 'Argentina')) continue;
    if (!CITY_REGIONS.has(parts[0] ?? '') || AMBIGUOUS.has(city) || cities.has(city)) continue;
    cities.set(city, zone);
  }
  for (const [city, zones] of MORE_CITIES) {
    const zone = zones.find((z) => known.has(z));
    if (zone && !cities.has(city)) cities.set(city, zone);
  }
  return [...cities].sort((a, b) => b[0].length - a[0].length);
}
