/**
 * The public-holiday calendar suggested for a site from its zone, for the manager to accept or not.
 * A zone does not say which region a site is in, so the table names the plainest fit: where one zone
 * covers a whole country, the country alone (its holidays everywhere: Europe/Berlin → DE); where a
 * country has several zones, the region of the city the zone is named after (America/New_York →
 * US-NY); Great Britain's zone takes England, where most of its people live. Pure.
 */

/** Zone → calendar code (a country, and a region where its holidays differ), as date-holidays names them. */
const BY_ZONE: Readonly<Record<string, string>> = {
  // Europe
  'Europe/London': 'GB-ENG',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Luxembourg': 'LU',
  'Europe/Zurich': 'CH',
  'Europe/Vienna': 'AT',
  'Europe/Copenhagen': 'DK',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Budapest': 'HU',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Athens': 'GR',
  'Europe/Lisbon': 'PT',
  'Europe/Zagreb': 'HR',
  'Europe/Ljubljana': 'SI',
  'Europe/Belgrade': 'RS',
  'Europe/Vilnius': 'LT',
  'Europe/Riga': 'LV',
  'Europe/Tallinn': 'EE',
  'Europe/Kyiv': 'UA',
  'Europe/Istanbul': 'TR',
  'Europe/Malta': 'MT',
  'Atlantic/Reykjavik': 'IS',
  // The Americas
  'America/New_York': 'US-NY',
  'America/Chicago': 'US-IL',
  'America/Denver': 'US-CO',
  'America/Phoenix': 'US-AZ',
  'America/Los_Angeles': 'US-CA',
  'America/Anchorage': 'US-AK',
  'Pacific/Honolulu': 'US-HI',
  'America/Toronto': 'CA-ON',
  'America/Vancouver': 'CA-BC',
  'America/Edmonton': 'CA-AB',
  'America/Winnipeg': 'CA-MB',
  'America/Halifax': 'CA-NS',
  'America/Mexico_City': 'MX',
  'America/Sao_Paulo': 'BR-SP',
  'America/Argentina/Buenos_Aires': 'AR',
  'America/Santiago': 'CL',
  'America/Bogota': 'CO',
  'America/Lima': 'PE',
  // Asia and the Middle East
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Asia/Shanghai': 'CN',
  'Asia/Hong_Kong': 'HK',
  'Asia/Taipei': 'TW',
  'Asia/Singapore': 'SG',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Bangkok': 'TH',
  'Asia/Jakarta': 'ID',
  'Asia/Manila': 'PH',
  'Asia/Ho_Chi_Minh': 'VN',
  'Asia/Kolkata': 'IN',
  'Asia/Dubai': 'AE',
  'Asia/Riyadh': 'SA',
  'Asia/Jerusalem': 'IL',
  // Oceania
  'Australia/Sydney': 'AU-NSW',
  'Australia/Melbourne': 'AU-VIC',
  'Australia/Brisbane': 'AU-QLD',
  'Australia/Adelaide': 'AU-SA',
  'Australia/Perth': 'AU-WA',
  'Australia/Hobart': 'AU-TAS',
  'Australia/Darwin': 'AU-NT',
  'Pacific/Auckland': 'NZ',
  // Africa
  'Africa/Johannesburg': 'ZA',
  'Africa/Lagos': 'NG',
  'Africa/Nairobi': 'KE',
  'Africa/Cairo': 'EG',
  'Africa/Casablanca': 'MA',
};

/** The calendar suggested for a site in `zone` (a canonical IANA name); null for a zone the table lacks. */
export function suggestedHolidayCalendar(zone: string | null): string | null {
  if (zone === null || !Object.hasOwn(BY_ZONE, zone)) return null;
  return BY_ZONE[zone] ?? null;
}

/** Every zone the table knows, with its calendar: for the test that checks each is a calendar. */
export function holidaySuggestions(): readonly (readonly [zone: string, calendar: string])[] {
  return Object.entries(BY_ZONE);
}
