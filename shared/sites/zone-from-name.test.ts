import { describe, expect, it } from 'vitest';
import { canonicalZone } from '../time/zone-names';
import { listedZones, MAX_NAME_LENGTH, zoneFromName } from './zone-from-name';

describe('a zone from a site’s name', () => {
  it('finds the city of an IANA zone as whole words, accents and case folded', () => {
    expect(zoneFromName('Zürich Campus')).toBe('Europe/Zurich');
    expect(zoneFromName('Sydney Harbour')).toBe('Australia/Sydney');
    expect(zoneFromName('New York Office')).toBe('America/New_York');
    expect(zoneFromName('SÃO PAULO – Centro')).toBe('America/Sao_Paulo');
    expect(zoneFromName('Depot (Port-au-Prince)')).toBe('America/Port-au-Prince');
    expect(zoneFromName('St. John’s yard')).toBe('America/St_Johns');
  });

  it('finds nothing in a name without a city, or with one only inside a word', () => {
    for (const name of ['Harbour Office', 'Northgate Depot', 'Parisian Lofts', '', '  –  '])
      expect(zoneFromName(name)).toBeNull();
  });

  it('skips city parts that are everyday words or towns elsewhere', () => {
    for (const name of ['Distribution Center', 'Christmas Warehouse', 'Chatham Dockyard'])
      expect(zoneFromName(name)).toBeNull();
  });

  it('takes the longest city named: New Jersey is not the island of Jersey', () => {
    expect(zoneFromName('New Jersey Yard')).toBe('America/New_York');
    expect(zoneFromName('Jersey Harbour')).toBe('Europe/Jersey');
  });

  it('knows renamed cities and a few big ones without a zone, and names the canonical zone', () => {
    expect(zoneFromName('Kolkata Hub')).toBe('Asia/Kolkata');
    expect(zoneFromName('Calcutta Depot')).toBe('Asia/Kolkata');
    expect(zoneFromName('Mumbai West')).toBe('Asia/Kolkata');
    expect(zoneFromName('Kyiv Office')).toBe('Europe/Kyiv');
    expect(zoneFromName('Saigon Yard')).toBe('Asia/Ho_Chi_Minh');
    expect(zoneFromName('Munich Airport')).toBe('Europe/Berlin');
    // Whatever the runtime lists, every zone a name gives is one a site's zone may be.
    for (const zone of listedZones()) {
      const city = zone.split('/').pop()!.replaceAll('_', ' ');
      const named = zoneFromName(`${city} Depot`);
      if (named) expect(canonicalZone(named), `${city} → ${named}`).toBe(named);
    }
  });

  it('does not read a name past MAX_NAME_LENGTH characters, not even its start', () => {
    const long = `Sydney ${'x'.repeat(MAX_NAME_LENGTH)}`;
    expect(zoneFromName(long.slice(0, MAX_NAME_LENGTH))).toBe('Australia/Sydney');
    expect(zoneFromName(long)).toBeNull();
    expect(zoneFromName(`Sydney ${'y'.repeat(40_000)}`)).toBeNull();
  });
});
