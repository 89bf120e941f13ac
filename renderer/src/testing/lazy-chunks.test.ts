import { describe, expect, it } from 'vitest';
import { LAZY_MODULES, preloadLazyChunks } from './lazy-chunks';

describe('the lazy chunks tests preload', () => {
  it('are found in the sources, the timezone select and Insights among them, and load', async () => {
    expect(LAZY_MODULES).toEqual(
      expect.arrayContaining([
        'features/timezone/TimezoneSelect.tsx',
        'features/insights/InsightsView.tsx',
        'features/bookings/DayPicker.tsx',
        'features/table/BookingTable.tsx',
      ]),
    );
    // One per React.lazy and lazyNamed call in renderer/src today; a new one adds to it.
    expect(LAZY_MODULES.length).toBeGreaterThanOrEqual(13);
    await expect(preloadLazyChunks()).resolves.toBeUndefined();
  });
});
