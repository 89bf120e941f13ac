import { describe, expect, it } from 'vitest';
import { systemTimeZone } from '../time/zone';
import { effectiveZone, firstBookingsTarget, firstLocation, firstSelection } from './first-screen';

const locations = [{ id: 'loc-h' }, { id: 'loc-z' }];

describe('the first screen, worked out once for the workspace and the early fetch', () => {
  it('opens the remembered location while it exists, else the first, else none', () => {
    expect(firstLocation('loc-z', locations)?.id).toBe('loc-z');
    expect(firstLocation('gone', locations)?.id).toBe('loc-h');
    expect(firstLocation(null, locations)?.id).toBe('loc-h');
    expect(firstLocation('loc-z', [])).toBeUndefined();
  });

  it('shows times in the saved zone while it is valid, else the system’s', () => {
    expect(effectiveZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(effectiveZone('Not/AZone')).toBe(systemTimeZone());
    expect(effectiveZone(null)).toBe(systemTimeZone());
    expect(effectiveZone(undefined)).toBe(systemTimeZone());
  });

  it('shows today in that zone as a Day view, and fetches the same for the same location', () => {
    const now = Date.UTC(2026, 2, 29, 20); // already 30 March in Tokyo
    expect(firstSelection('Asia/Tokyo', now)).toMatchObject({ mode: 'day', day: '2026-03-30' });
    const settings = { zone: 'Asia/Tokyo', lastLocationId: 'loc-z' };
    const target = firstBookingsTarget('demo', settings, locations, now);
    expect(target).toMatchObject({
      locationId: firstLocation(settings.lastLocationId, locations)?.id,
      days: { from: '2026-03-30', to: '2026-03-30', zone: 'Asia/Tokyo' },
    });
  });
});
