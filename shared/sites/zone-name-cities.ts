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

/**
 * Places as people write them, each with its zone's canonical name: local names with their accents
 * (München, Kraków: typed with or without them), English names and old spellings (Munich, Cracow,
 * Bombay, Peking), and big cities without a zone of their own. The zone pickers find a zone by these
 * and show the one matched; zoneFromName does not read them, since a site named "Nice Lofts" or
 * "Bergen Yard" says nothing of its zone.
 */
export const SEARCH_PLACES: readonly (readonly [string, string])[] = [
  // Europe
  ['Kraków', 'Europe/Warsaw'],
  ['Cracow', 'Europe/Warsaw'],
  ['Warszawa', 'Europe/Warsaw'],
  ['Wrocław', 'Europe/Warsaw'],
  ['Gdańsk', 'Europe/Warsaw'],
  ['Poznań', 'Europe/Warsaw'],
  ['Łódź', 'Europe/Warsaw'],
  ['München', 'Europe/Berlin'],
  ['Munich', 'Europe/Berlin'],
  ['Köln', 'Europe/Berlin'],
  ['Cologne', 'Europe/Berlin'],
  ['Frankfurt', 'Europe/Berlin'],
  ['Hamburg', 'Europe/Berlin'],
  ['Stuttgart', 'Europe/Berlin'],
  ['Düsseldorf', 'Europe/Berlin'],
  ['Nürnberg', 'Europe/Berlin'],
  ['Nuremberg', 'Europe/Berlin'],
  ['Leipzig', 'Europe/Berlin'],
  ['Dresden', 'Europe/Berlin'],
  ['Hannover', 'Europe/Berlin'],
  ['Hanover', 'Europe/Berlin'],
  ['Bremen', 'Europe/Berlin'],
  ['Genève', 'Europe/Zurich'],
  ['Geneva', 'Europe/Zurich'],
  ['Genf', 'Europe/Zurich'],
  ['Basel', 'Europe/Zurich'],
  ['Bern', 'Europe/Zurich'],
  ['Lausanne', 'Europe/Zurich'],
  ['Wien', 'Europe/Vienna'],
  ['Graz', 'Europe/Vienna'],
  ['Salzburg', 'Europe/Vienna'],
  ['Innsbruck', 'Europe/Vienna'],
  ['Praha', 'Europe/Prague'],
  ['Brno', 'Europe/Prague'],
  ['Lisboa', 'Europe/Lisbon'],
  ['Porto', 'Europe/Lisbon'],
  ['Roma', 'Europe/Rome'],
  ['Milano', 'Europe/Rome'],
  ['Milan', 'Europe/Rome'],
  ['Napoli', 'Europe/Rome'],
  ['Naples', 'Europe/Rome'],
  ['Torino', 'Europe/Rome'],
  ['Turin', 'Europe/Rome'],
  ['Firenze', 'Europe/Rome'],
  ['Florence', 'Europe/Rome'],
  ['Venezia', 'Europe/Rome'],
  ['Venice', 'Europe/Rome'],
  ['Bologna', 'Europe/Rome'],
  ['Barcelona', 'Europe/Madrid'],
  ['Valencia', 'Europe/Madrid'],
  ['Sevilla', 'Europe/Madrid'],
  ['Seville', 'Europe/Madrid'],
  ['Bilbao', 'Europe/Madrid'],
  ['Málaga', 'Europe/Madrid'],
  ['Manchester', 'Europe/London'],
  ['Edinburgh', 'Europe/London'],
  ['Glasgow', 'Europe/London'],
  ['Birmingham', 'Europe/London'],
  ['Leeds', 'Europe/London'],
  ['Liverpool', 'Europe/London'],
  ['Bristol', 'Europe/London'],
  ['Cardiff', 'Europe/London'],
  ['Göteborg', 'Europe/Stockholm'],
  ['Gothenburg', 'Europe/Stockholm'],
  ['Malmö', 'Europe/Stockholm'],
  ['Lyon', 'Europe/Paris'],
  ['Marseille', 'Europe/Paris'],
  ['Toulouse', 'Europe/Paris'],
  ['Nice', 'Europe/Paris'],
  ['Bordeaux', 'Europe/Paris'],
  ['Lille', 'Europe/Paris'],
  ['Nantes', 'Europe/Paris'],
  ['Strasbourg', 'Europe/Paris'],
  ['Rotterdam', 'Europe/Amsterdam'],
  ['Den Haag', 'Europe/Amsterdam'],
  ['The Hague', 'Europe/Amsterdam'],
  ['Utrecht', 'Europe/Amsterdam'],
  ['Eindhoven', 'Europe/Amsterdam'],
  ['Bruxelles', 'Europe/Brussels'],
  ['Brussel', 'Europe/Brussels'],
  ['Antwerpen', 'Europe/Brussels'],
  ['Antwerp', 'Europe/Brussels'],
  ['Gent', 'Europe/Brussels'],
  ['Ghent', 'Europe/Brussels'],
  ['København', 'Europe/Copenhagen'],
  ['Aarhus', 'Europe/Copenhagen'],
  ['Bergen', 'Europe/Oslo'],
  ['Trondheim', 'Europe/Oslo'],
  ['Espoo', 'Europe/Helsinki'],
  ['Tampere', 'Europe/Helsinki'],
  ['Athína', 'Europe/Athens'],
  ['Thessaloniki', 'Europe/Athens'],
  ['Moskva', 'Europe/Moscow'],
  ['Saint Petersburg', 'Europe/Moscow'],
  ['St Petersburg', 'Europe/Moscow'],
  ['Kharkiv', 'Europe/Kyiv'],
  ['Lviv', 'Europe/Kyiv'],
  ['Odesa', 'Europe/Kyiv'],
  ['Odessa', 'Europe/Kyiv'],
  ['București', 'Europe/Bucharest'],
  ['Cluj-Napoca', 'Europe/Bucharest'],
  ['Beograd', 'Europe/Belgrade'],
  ['Ankara', 'Europe/Istanbul'],
  ['İzmir', 'Europe/Istanbul'],
  ['Cork', 'Europe/Dublin'],
  // Asia
  ['Mumbai', 'Asia/Kolkata'],
  ['Bombay', 'Asia/Kolkata'],
  ['New Delhi', 'Asia/Kolkata'],
  ['Delhi', 'Asia/Kolkata'],
  ['Bengaluru', 'Asia/Kolkata'],
  ['Bangalore', 'Asia/Kolkata'],
  ['Chennai', 'Asia/Kolkata'],
  ['Madras', 'Asia/Kolkata'],
  ['Hyderabad', 'Asia/Kolkata'],
  ['Pune', 'Asia/Kolkata'],
  ['Ahmedabad', 'Asia/Kolkata'],
  ['Beijing', 'Asia/Shanghai'],
  ['Peking', 'Asia/Shanghai'],
  ['Shenzhen', 'Asia/Shanghai'],
  ['Guangzhou', 'Asia/Shanghai'],
  ['Hangzhou', 'Asia/Shanghai'],
  ['Chengdu', 'Asia/Shanghai'],
  ['Osaka', 'Asia/Tokyo'],
  ['Kyoto', 'Asia/Tokyo'],
  ['Yokohama', 'Asia/Tokyo'],
  ['Nagoya', 'Asia/Tokyo'],
  ['Busan', 'Asia/Seoul'],
  ['Hanoi', 'Asia/Ho_Chi_Minh'],
  ['Abu Dhabi', 'Asia/Dubai'],
  ['Lahore', 'Asia/Karachi'],
  ['Islamabad', 'Asia/Karachi'],
  ['Jeddah', 'Asia/Riyadh'],
  ['Tel Aviv', 'Asia/Jerusalem'],
  ['Surabaya', 'Asia/Jakarta'],
  // The Americas
  ['San Francisco', 'America/Los_Angeles'],
  ['San Diego', 'America/Los_Angeles'],
  ['Seattle', 'America/Los_Angeles'],
  ['Las Vegas', 'America/Los_Angeles'],
  ['Boston', 'America/New_York'],
  ['Washington', 'America/New_York'],
  ['Philadelphia', 'America/New_York'],
  ['Atlanta', 'America/New_York'],
  ['Miami', 'America/New_York'],
  ['Orlando', 'America/New_York'],
  ['Charlotte', 'America/New_York'],
  ['Pittsburgh', 'America/New_York'],
  ['New Jersey', 'America/New_York'],
  ['Dallas', 'America/Chicago'],
  ['Houston', 'America/Chicago'],
  ['Austin', 'America/Chicago'],
  ['San Antonio', 'America/Chicago'],
  ['Minneapolis', 'America/Chicago'],
  ['New Orleans', 'America/Chicago'],
  ['Salt Lake City', 'America/Denver'],
  ['Montréal', 'America/Toronto'],
  ['Ottawa', 'America/Toronto'],
  ['Québec', 'America/Toronto'],
  ['Calgary', 'America/Edmonton'],
  ['Rio de Janeiro', 'America/Sao_Paulo'],
  ['Brasília', 'America/Sao_Paulo'],
  ['Ciudad de México', 'America/Mexico_City'],
  ['Guadalajara', 'America/Mexico_City'],
  ['Medellín', 'America/Bogota'],
  // Africa and Oceania
  ['Cape Town', 'Africa/Johannesburg'],
  ['Pretoria', 'Africa/Johannesburg'],
  ['Durban', 'Africa/Johannesburg'],
  ['Abuja', 'Africa/Lagos'],
  ['Alexandria', 'Africa/Cairo'],
  ['Marrakech', 'Africa/Casablanca'],
  ['Rabat', 'Africa/Casablanca'],
  ['Canberra', 'Australia/Sydney'],
  ['Gold Coast', 'Australia/Brisbane'],
  ['Wellington', 'Pacific/Auckland'],
  ['Christchurch', 'Pacific/Auckland'],
];
