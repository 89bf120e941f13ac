/**
 * The raw material of the demo data: location names and zones, bay areas, tags and people's names.
 * Non-ASCII text and CSV-hostile names are here on purpose: they are what real exports must survive.
 */

/** A location template: its name, its IANA zone (for working hours) and the areas its bays are in. */
export interface LocationTemplate {
  readonly name: string;
  readonly zone: string;
  readonly areas: readonly string[];
}

/** Locations in order of use; the first is the biggest in the `large` preset. */
export const LOCATION_TEMPLATES: readonly LocationTemplate[] = [
  { name: 'Harbour Office', zone: 'Europe/London', areas: ['Level 1', 'Level 2', 'Courtyard'] },
  { name: 'Northgate Depot', zone: 'America/New_York', areas: ['North Yard', 'Dock Road'] },
  { name: 'Zürich Campus', zone: 'Europe/Zurich', areas: ['Tiefgarage', 'Außenplatz'] },
  { name: 'Tokyo Bay Tower', zone: 'Asia/Tokyo', areas: ['B1', 'B2'] },
  { name: 'Sydney Quay', zone: 'Australia/Sydney', areas: ['Wharf', 'Basement'] },
  { name: 'Mission Yard', zone: 'America/Los_Angeles', areas: ['Lot A', 'Lot B'] },
  { name: 'Bengaluru Tech Park', zone: 'Asia/Kolkata', areas: ['Block C', 'Block D'] },
  { name: 'Kraków Riverside', zone: 'Europe/Warsaw', areas: ['Poziom -1', 'Dziedziniec'] },
  { name: 'São Paulo Centro', zone: 'America/Sao_Paulo', areas: ['Garagem', 'Térreo'] },
  { name: 'Auckland Wharf', zone: 'Pacific/Auckland', areas: ['Pier', 'Shed 10'] },
];

/** Bay tags and their relative frequency; null is a bay without a tag. */
export const TAGS: readonly (string | null)[] = [
  'Standard',
  'EV',
  'Accessible',
  'Motorbike',
  'Visitor',
  null,
];
/** Relative weights of TAGS, in the same order. */
export const TAG_WEIGHTS: readonly number[] = [60, 12, 6, 5, 7, 10];

/** Given names, many with letters outside ASCII. */
export const GIVEN_NAMES: readonly string[] = [
  'Zoë',
  'José',
  'Łukasz',
  'Ólafur',
  'Amélie',
  'Søren',
  'Björn',
  'Chloé',
  'Ana',
  'Mateus',
  'Priya',
  'Aarav',
  'Yuki',
  'Hiroshi',
  'Fatima',
  'Omar',
  'Grace',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Małgorzata',
  'Jürgen',
  'Renée',
  'Siobhán',
  'Nuño',
  'Ingrid',
  'Tomás',
  'Chiara',
  'Mei',
];

/** Family names, many with letters outside ASCII. */
export const FAMILY_NAMES: readonly string[] = [
  'Smith',
  'Müller',
  'Núñez',
  'Kowalski',
  'Ragnarsson',
  'Ångström',
  'García',
  'Brontë',
  'Nakamura',
  'Sato',
  'Patel',
  'Iyer',
  'Haddad',
  'Okafor',
  'Johnson',
  'Dubois',
  'Rossi',
  'Wiśniewska',
  'Gonçalves',
  'Øvergaard',
  'Fernández',
  'Schröder',
  "O'Neill",
  'Kim',
];

/** People whose names are written in one piece (e.g. Chinese names), with their own e-mail. */
export const WHOLE_NAMES: readonly { readonly name: string; readonly local: string }[] = [
  { name: '李雷', local: '李雷' },
  { name: '韩梅梅', local: 'hanmeimei' },
  { name: '山田太郎', local: 'taro.yamada' },
];

/** Names that a spreadsheet would treat as formulas, or that need CSV quoting. */
export const AWKWARD_NAMES: readonly string[] = [
  '=Dr. Eval',
  '+Plus',
  '-Minus Sign',
  '@Handle',
  'Doe, Jane "JJ"',
];

/** E-mail domains per location, by location index (wrapping). */
export const EMAIL_DOMAINS: readonly string[] = [
  'harbour.example.com',
  'northgate.example.com',
  'zürich.example.ch',
  'tokyo.example.jp',
  'sydney.example.com.au',
  'mission.example.com',
  'bengaluru.example.in',
  'krakow.example.pl',
  'saopaulo.example.com.br',
  'auckland.example.nz',
];
