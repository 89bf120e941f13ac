import { describe, expect, it } from 'vitest';
import { ZONE_ALIASES } from './zone-aliases';
import { canonicalZone, siteZoneProblem } from './zone-names';
import { isValidTimeZone } from './zone';

const LISTED = Intl.supportedValuesOf('timeZone');

describe('a site’s zone, as the canonical IANA name of its place', () => {
  it('takes any letter case, and keeps the name as IANA spells it', () => {
    expect(canonicalZone('europe/LONDON')).toBe('Europe/London');
    expect(canonicalZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalZone('  Australia/Sydney ')).toBe('Australia/Sydney');
    expect(canonicalZone('america/port-au-prince')).toBe('America/Port-au-Prince');
    expect(canonicalZone('Europe/London')).toBe('Europe/London');
  });

  it('takes old names and links, and keeps the modern name, even where the runtime lists the old one', () => {
    const cases = {
      'Asia/Calcutta': 'Asia/Kolkata',
      'asia/kolkata': 'Asia/Kolkata',
      'Europe/Kiev': 'Europe/Kyiv',
      'Asia/Saigon': 'Asia/Ho_Chi_Minh',
      'Asia/Katmandu': 'Asia/Kathmandu',
      'Asia/Rangoon': 'Asia/Yangon',
      'America/Godthab': 'America/Nuuk',
      'Atlantic/Faeroe': 'Atlantic/Faroe',
      'Pacific/Truk': 'Pacific/Chuuk',
      'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
      'US/Eastern': 'America/New_York',
      'us/pacific': 'America/Los_Angeles',
      'Canada/Eastern': 'America/Toronto',
      'America/Montreal': 'America/Toronto',
      GB: 'Europe/London',
      Japan: 'Asia/Tokyo',
      EST5EDT: 'America/New_York',
    };
    for (const [typed, canonical] of Object.entries(cases))
      expect(canonicalZone(typed), typed).toBe(canonical);
  });

  it('maps every zone the runtime lists to a canonical name the runtime takes, itself or its alias', () => {
    for (const listed of LISTED) {
      const canonical = canonicalZone(listed);
      expect(canonical, listed).not.toBeNull();
      expect(isValidTimeZone(canonical!), `${listed} → ${canonical}`).toBe(true);
      expect(canonical).toBe(ZONE_ALIASES[listed] ?? listed);
      // Canonical means a fixed point: asked again, the name is kept.
      expect(canonicalZone(canonical!)).toBe(canonical);
    }
  });

  it('has aliases whose targets the runtime takes, and that are not aliases themselves', () => {
    for (const [alias, canonical] of Object.entries(ZONE_ALIASES)) {
      expect(isValidTimeZone(canonical), `${alias} → ${canonical}`).toBe(true);
      expect(ZONE_ALIASES[canonical], canonical).toBeUndefined();
    }
  });

  it('refuses offsets, UTC, Etc/ zones, abbreviations and unknown names', () => {
    for (const typed of [
      '+05:30',
      '-03:00',
      'UTC+1',
      'GMT-3',
      '+20:00',
      'utc',
      'UTC',
      'GMT',
      'Etc/UTC',
      'Etc/GMT+5',
      'Zulu',
      'Universal',
      'EST',
      'CET',
      'Europe/Londn',
      'Mars/Olympus_Mons',
      '',
      '   ',
      'x'.repeat(101),
    ])
      expect(canonicalZone(typed), typed).toBeNull();
  });
});

describe('what is said when a site’s zone is refused', () => {
  it('says nothing of a zone it takes', () => {
    for (const typed of ['Europe/London', 'europe/LONDON', 'Asia/Calcutta', 'US/Eastern'])
      expect(siteZoneProblem(typed), typed).toBeNull();
  });

  it('says an offset is not a place, and names the places on it', () => {
    expect(siteZoneProblem('+05:30')).toBe(
      '"+05:30" is an offset, not a place’s zone: a site’s clock follows its place (summer time included). Use an IANA name such as Asia/Kolkata.',
    );
    expect(siteZoneProblem('UTC+1')).toContain('Europe/Paris or Africa/Lagos');
    expect(siteZoneProblem('GMT-3')).toContain('America/Sao_Paulo');
    expect(siteZoneProblem('-0500')).toContain('America/New_York');
    expect(siteZoneProblem('Etc/GMT+5')).toMatch(
      /^"Etc\/GMT\+5" is a fixed offset \(UTC−05:00: these names reverse the sign\), not a place’s zone: .*America\/New_York/,
    );
  });

  it('says offsets run from −12:00 to +14:00', () => {
    for (const typed of ['+20:00', '-13:00', 'UTC+15'])
      expect(siteZoneProblem(typed), typed).toContain('offsets run from −12:00 to +14:00');
  });

  it('says why UTC is not a site’s zone, and which zones to use instead', () => {
    const said = siteZoneProblem('utc')!;
    expect(said).toMatch(/^"utc" is not a place’s zone: /);
    expect(said).toContain('UTC has no summer time');
    expect(said).toContain('Europe/London');
    expect(said).toContain('Atlantic/Reykjavik');
    expect(siteZoneProblem('Etc/UTC')).toContain('Atlantic/Reykjavik');
  });

  it('names the places an abbreviation stands for', () => {
    expect(siteZoneProblem('EST')).toMatch(/^"EST" is an abbreviation, not a place’s zone: /);
    expect(siteZoneProblem('EST')).toContain('America/New_York');
    expect(siteZoneProblem('cet')).toContain('Europe/Paris or Europe/Berlin');
  });

  it('names the nearest zone to a misspelt one, and none when nothing is near', () => {
    expect(siteZoneProblem('Europe/Londn')).toBe(
      '"Europe/Londn" is not a time zone. Did you mean Europe/London?',
    );
    expect(siteZoneProblem('america/new york')).toContain('Did you mean America/New_York?');
    expect(siteZoneProblem('Asia/Calcuta')).toContain('Did you mean Asia/Kolkata?');
    expect(siteZoneProblem('London')).toContain('Did you mean Europe/London?');
    expect(siteZoneProblem('Sydny')).toContain('Australia/Sydney');
    expect(siteZoneProblem('Mars/Olympus_Mons')).toBe(
      '"Mars/Olympus_Mons" is not a time zone: give the IANA name of the site’s place, Area/City, such as Europe/London.',
    );
  });

  it('says back what was typed safely and briefly, and a long text by its length only', () => {
    expect(siteZoneProblem('Europe/\u001b[31mX')).toMatch(/^"Europe\/\?\[31mX"/);
    expect(siteZoneProblem(`Europe/${'y'.repeat(60)}`)).toMatch(/^"Europe\/y{33}…" /);
    expect(siteZoneProblem('z'.repeat(40_000))).toBe(
      'The zone given is 40000 characters long: give the IANA name of the site’s place, such as Europe/London.',
    );
    expect(siteZoneProblem('')).toContain('such as Europe/London');
  });
});
