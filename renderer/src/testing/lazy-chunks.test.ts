import { describe, expect, it } from 'vitest';
import { LAZY_MODULES } from './lazy-chunks';

// Loading them is what App.test and InsightsView.test do first (beforeAll): not repeated here.
describe('the lazy chunks tests preload', () => {
  it('are found in the sources, the timezone select and Insights among them', () => {
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
  });
});
