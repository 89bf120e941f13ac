import { describe, expect, it } from 'vitest';
import { siteZoneProblem } from '../time/zone-names';
import { siteArgSchemas, siteSettingsSchema } from './sites';

describe('a site’s zone in the contract', () => {
  it('is kept as the canonical IANA name, whatever its case or age', () => {
    for (const [typed, canonical] of [
      ['europe/LONDON', 'Europe/London'],
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
    ] as const)
      expect(siteSettingsSchema.parse({ zone: typed, hours: null }).zone).toBe(canonical);
    expect(siteSettingsSchema.parse({ zone: null, hours: null }).zone).toBeNull();
  });

  it('refuses an offset, UTC or an unknown name with the words that say which zone to use', () => {
    for (const typed of ['+05:30', 'utc', '+20:00', 'Europe/Londn', 'Etc/GMT+5']) {
      const parsed = siteArgSchemas.updateSites.safeParse({
        accountId: 'a',
        sites: [{ locationId: 'l', zone: typed, hours: null }],
      });
      expect(parsed.success, typed).toBe(false);
      expect(
        parsed.error?.issues.map((i) => i.message),
        typed,
      ).toEqual([siteZoneProblem(typed)]);
    }
  });
});
