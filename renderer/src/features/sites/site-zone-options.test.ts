import { describe, expect, it } from 'vitest';
import { canonicalZone } from '#shared/time/zone-names';
import { siteZoneOptions } from './site-zone-options';

describe('the zones offered for a site', () => {
  const options = siteZoneOptions(Date.UTC(2026, 2, 26, 9));
  const zones = options.map((o) => o.value);

  it('are canonical names only, each once: no UTC, no old names', () => {
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).toContain('America/Argentina/Buenos_Aires');
    for (const old of ['Asia/Calcutta', 'Europe/Kiev', 'America/Buenos_Aires', 'UTC'])
      expect(zones).not.toContain(old);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(canonicalZone(zone)).toBe(zone);
  });

  it('say each zone’s offset', () => {
    expect(options.find((o) => o.value === 'Asia/Kolkata')?.label).toBe('Asia/Kolkata (UTC+05:30)');
  });
});
