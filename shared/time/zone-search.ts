/**
 * Finding a zone by the names people type for it: its city and region, the city of an old name of
 * it (Calcutta, Kiev), and the cities that keep its clock, in their local and English names
 * (München and Munich find Europe/Berlin). Accents, letter case, `_`, `-` and the order of words do
 * not matter. Pure; the index is built once, on the first search.
 */
import { cityZones, foldPlace, SEARCH_PLACES } from '../sites/zone-name-cities';
import { ZONE_ALIASES } from './zone-aliases';
import { canonicalZone } from './zone-names';

/** How a zone's name shows: in the zone's own name (city, region) or not (an old name, a city in it). */
type Kind = 'own' | 'area' | 'alias' | 'place';

/** One name a zone is found by: folded for matching, as written for showing. */
interface ZoneName {
  readonly folded: string;
  readonly shown: string;
  readonly kind: Kind;
}

/** How well a zone answers a search. */
export interface ZoneMatch {
  /** Lower is better: an exact city, then a city's start, a word's start, a part of a word. */
  readonly rank: number;
  /** The name it was found by, as written, where the zone's own name does not show it ("München"). */
  readonly hint: string | null;
}

// A name's kind breaks ties within a tier: the zone's own city before a city that keeps its clock,
// before its region ("Europe" is a start of every European zone's name, not a place).
const KIND_ORDER: Readonly<Record<Kind, number>> = { own: 0, alias: 0, place: 1, area: 2 };
const KINDS = 3;
/** The tier of a search whose words are all found, but not together in one name. */
const WORDS_TIER = 4;
/** Old names' last parts that are directions or clock names, not places ("US/Pacific", "Brazil/East"). */
const NOT_PLACES = new Set([
  'north',
  'south',
  'east',
  'west',
  'eastern',
  'central',
  'mountain',
  'pacific',
  'atlantic',
  'continental',
  'general',
]);

/** Its canonical name where it has one (Asia/Calcutta → Asia/Kolkata), else the name as given (UTC). */
function keyOf(zone: string): string {
  return canonicalZone(zone) ?? zone;
}

/** "Buenos_Aires" → "Buenos Aires". */
const spaced = (part: string): string => part.replaceAll('_', ' ');
/** "new delhi" → "New Delhi": a folded city name shown as a name. */
const titled = (folded: string): string => folded.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());

let others: ReadonlyMap<string, readonly ZoneName[]> | null = null;

/** The names a zone is found by that its own name lacks: old names and cities, per canonical zone. */
function otherNames(): ReadonlyMap<string, readonly ZoneName[]> {
  if (others) return others;
  const map = new Map<string, ZoneName[]>();
  const add = (zone: string, name: ZoneName) => {
    if (name.folded === '') return;
    const key = keyOf(zone);
    const names = map.get(key);
    if (names) names.push(name);
    else map.set(key, [name]);
  };
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // The table's old names, and any the runtime lists that it resolves to another name.
  for (const old of new Set([...Object.keys(ZONE_ALIASES), ...listed])) {
    const zone = keyOf(old);
    if (zone === old) continue;
    // Its city ("Calcutta", "Poland"), then the whole old name ("US/Pacific", "Asia/Calcutta").
    const last = old.split('/').pop() ?? old;
    if (!NOT_PLACES.has(foldPlace(last)))
      add(zone, { folded: foldPlace(last), shown: spaced(last), kind: 'alias' });
    if (old.includes('/')) add(zone, { folded: foldPlace(old), shown: spaced(old), kind: 'alias' });
  }
  for (const [place, zone] of SEARCH_PLACES)
    add(zone, { folded: foldPlace(place), shown: place, kind: 'place' });
  // What a site's name is read for (zoneFromName) is found here too.
  for (const [city, zone] of cityZones(listed))
    add(zone, { folded: city, shown: titled(city), kind: 'place' });
  others = map;
  return map;
}

/** Each zone's names, by the name asked with (an old name has its canonical one's). */
const namesByZone = new Map<string, readonly ZoneName[]>();

/**
 * Every name a zone is found by, each once, its own first: "Europe/Berlin" → berlin, europe,
 * europe berlin, then munich, munchen, cologne…
 */
function zoneNames(zone: string): readonly ZoneName[] {
  const known = namesByZone.get(zone);
  if (known) return known;
  const key = keyOf(zone);
  const parts = key.split('/');
  const own: ZoneName[] = parts.map((part, i) => ({
    folded: foldPlace(part),
    shown: spaced(part),
    kind: i === parts.length - 1 ? 'own' : 'area',
  }));
  own.push({ folded: foldPlace(key), shown: spaced(key), kind: 'area' });
  const seen = new Set<string>();
  const names = [...own, ...(otherNames().get(key) ?? [])].filter((name) => {
    if (name.folded === '' || seen.has(name.folded)) return false;
    seen.add(name.folded);
    return true;
  });
  namesByZone.set(zone, names);
  return names;
}

/** 0 the whole name, 1 its start, 2 a word's start, 3 a part of a word; null when not in it. */
function tier(wanted: string, name: string): number | null {
  if (name === wanted) return 0;
  if (name.startsWith(wanted)) return 1;
  if (` ${name}`.includes(` ${wanted}`)) return 2;
  if (name.includes(wanted)) return 3;
  return null;
}

/** Whether the zone's own name shows this name, as whole words. */
function showsIn(zone: string, folded: string): boolean {
  return ` ${foldPlace(zone)} `.includes(` ${folded} `);
}

/**
 * How well the zone (any name of it, old ones too) answers the text typed; null when nothing it is
 * found by matches. An empty search matches every zone equally.
 */
export function matchZone(search: string, zone: string): ZoneMatch | null {
  if (search.trim() === '') return { rank: 0, hint: null };
  const wanted = foldPlace(search);
  if (wanted === '') return null;
  const names = zoneNames(zone);
  let best: { readonly rank: number; readonly name: ZoneName } | null = null;
  for (const name of names) {
    const t = tier(wanted, name.folded);
    if (t === null) continue;
    const rank = t * KINDS + KIND_ORDER[name.kind];
    if (!best || rank < best.rank) best = { rank, name };
  }
  if (!best) {
    // "berlin europe", "munich germany"? Every word found, in any of its names.
    const words = wanted.split(' ');
    if (words.length < 2) return null;
    const found = words.every((word) => names.some((name) => tier(word, name.folded) !== null));
    return found ? { rank: WORDS_TIER * KINDS, hint: null } : null;
  }
  const { name } = best;
  const hidden = name.kind !== 'own' && name.kind !== 'area' && !showsIn(keyOf(zone), name.folded);
  return { rank: best.rank, hint: hidden ? name.shown : null };
}

/** Whether the text typed finds the zone: by its city, region, an old name or a city in it. */
export function zoneMatches(search: string, zone: string): boolean {
  return matchZone(search, zone) !== null;
}

/**
 * The items whose zones the text typed finds, best first (an exact city before a city's start,
 * before a word's start, before a part of a word), ties in their given order, each with its match.
 */
export function rankZones<T>(
  search: string,
  items: readonly T[],
  zoneOf: (item: T) => string,
): readonly { readonly item: T; readonly match: ZoneMatch }[] {
  return items
    .map((item, index) => ({ item, index, match: matchZone(search, zoneOf(item)) }))
    .filter((found): found is typeof found & { match: ZoneMatch } => found.match !== null)
    .sort((a, b) => a.match.rank - b.match.rank || a.index - b.index)
    .map(({ item, match }) => ({ item, match }));
}
