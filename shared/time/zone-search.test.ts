import { describe, expect, it } from 'vitest';
import { SEARCH_PLACES } from '../sites/zone-name-cities';
import { canonicalZone } from './zone-names';
import { matchZone, rankZones, zoneMatches } from './zone-search';

/** The zones a picker offers: each place's canonical name once, and UTC. */
const ZONES = [
  'UTC',
  ...new Set(Intl.supportedValuesOf('timeZone').flatMap((zone) => canonicalZone(zone) ?? [])),
].sort();

/** The zones the text finds, best first. */
const found = (search: string) => rankZones(search, ZONES, (zone) => zone).map((f) => f.item);

describe('finding a zone by the names people type', () => {
  it('finds each name of the issue’s canonical zone first, with and without accents, old names too', () => {
    const cases = {
      Krakow: 'Europe/Warsaw',
      Kraków: 'Europe/Warsaw',
      Kolkata: 'Asia/Kolkata',
      Calcutta: 'Asia/Kolkata',
      Kyiv: 'Europe/Kyiv',
      Kiev: 'Europe/Kyiv',
      Zurich: 'Europe/Zurich',
      Zürich: 'Europe/Zurich',
      Munich: 'Europe/Berlin',
      München: 'Europe/Berlin',
    };
    for (const [typed, zone] of Object.entries(cases))
      expect(found(typed)[0], typed).toBe(canonicalZone(zone));
  });

  it('takes any case, `_`, `-` and `/` as spaces, and words in any order', () => {
    expect(found('MÜNCHEN')[0]).toBe('Europe/Berlin');
    expect(found('munchen')[0]).toBe('Europe/Berlin');
    expect(found('buenos_aires')[0]).toBe('America/Argentina/Buenos_Aires');
    expect(found('Buenos Aires')[0]).toBe('America/Argentina/Buenos_Aires');
    expect(found('port au prince')[0]).toBe('America/Port-au-Prince');
    expect(found('europe/ber')[0]).toBe('Europe/Berlin');
    expect(found('berlin europe')).toEqual(['Europe/Berlin']);
    expect(found('  los angeles ')[0]).toBe('America/Los_Angeles');
  });

  it('finds big cities without a zone of their own, in their local and English names', () => {
    const cases = {
      Köln: 'Europe/Berlin',
      Cologne: 'Europe/Berlin',
      Genève: 'Europe/Zurich',
      Wien: 'Europe/Vienna',
      Praha: 'Europe/Prague',
      Lisboa: 'Europe/Lisbon',
      Milano: 'Europe/Rome',
      Bombay: 'Asia/Kolkata',
      Bengaluru: 'Asia/Kolkata',
      Peking: 'Asia/Shanghai',
      'San Francisco': 'America/Los_Angeles',
      Montréal: 'America/Toronto',
      Gothenburg: 'Europe/Stockholm',
    };
    for (const [typed, zone] of Object.entries(cases)) expect(found(typed)[0], typed).toBe(zone);
  });

  it('puts an exact city before a city’s start, a word’s start and a part of a word', () => {
    // Paris itself; then no other zone's city starts with it.
    expect(found('paris')[0]).toBe('Europe/Paris');
    // "York" is New York's second word and part of no city before it.
    expect(found('york')[0]).toBe('America/New_York');
    // Zones whose own city starts so, then zones with a city that does (Bergen, Bern), then Sydney
    // for the middle of Canberra.
    expect(found('ber')).toEqual([
      'Atlantic/Bermuda',
      'Europe/Berlin',
      'Europe/Oslo',
      'Europe/Zurich',
      'Australia/Sydney',
    ]);
    // A region is a start of every zone's name in it, but ranks after a city of that name.
    expect(found('europe').slice(0, 3)).toEqual(
      ZONES.filter((zone) => zone.startsWith('Europe/')).slice(0, 3),
    );
  });

  it('says the name a zone was found by where its own name does not show it', () => {
    expect(matchZone('München', 'Europe/Berlin')?.hint).toBe('München');
    expect(matchZone('munchen', 'Europe/Berlin')?.hint).toBe('München');
    expect(matchZone('Munich', 'Europe/Berlin')?.hint).toBe('Munich');
    expect(matchZone('kra', 'Europe/Warsaw')?.hint).toBe('Kraków');
    expect(matchZone('Calcutta', 'Asia/Kolkata')?.hint).toBe('Calcutta');
    expect(matchZone('Kiev', 'Europe/Kyiv')?.hint).toBe('Kiev');
    expect(matchZone('Poland', 'Europe/Warsaw')?.hint).toBe('Poland');
    expect(matchZone('us/pacific', 'America/Los_Angeles')?.hint).toBe('US/Pacific');
    // "Pacific" alone is a region, not the old name's place.
    expect(found('pacific')[0]).toBe('Pacific/Apia');
    expect(matchZone('Zürich', 'Europe/Zurich')).toEqual({ rank: 0, hint: null });
    expect(matchZone('berlin', 'Europe/Berlin')?.hint).toBeNull();
    expect(matchZone('europe', 'Europe/Berlin')?.hint).toBeNull();
  });

  it('reads a zone saved under an old name as its canonical one', () => {
    expect(zoneMatches('Kolkata', 'Asia/Calcutta')).toBe(true);
    expect(zoneMatches('Kiev', 'Europe/Kiev')).toBe(true);
    expect(zoneMatches('Warsaw', 'Poland')).toBe(true);
  });

  it('finds nothing for words no name of the zone has, and everything for an empty search', () => {
    expect(zoneMatches('Munich', 'Europe/Paris')).toBe(false);
    expect(zoneMatches('+', 'Europe/Paris')).toBe(false);
    expect(found('Atlantis')).toEqual([]);
    expect(found('')).toEqual(ZONES);
    expect(zoneMatches('utc', 'UTC')).toBe(true);
  });

  it('names only canonical zones for its places', () => {
    for (const [place, zone] of SEARCH_PLACES) expect(canonicalZone(zone), place).toBe(zone);
  });
});
