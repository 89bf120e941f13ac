import { describe, expect, it } from 'vitest';
import { listedZones, zoneFromName } from './zone-from-name';

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

  it('knows renamed cities and a few big ones without a zone, in the spelling the runtime lists', () => {
    const listed = new Set(listedZones());
    for (const name of ['Kolkata Hub', 'Mumbai West', 'Kyiv Office']) {
      const zone = zoneFromName(name);
      expect(zone && listed.has(zone), name).toBe(true);
    }
    expect(zoneFromName('Munich Airport')).toBe('Europe/Berlin');
  });
});
