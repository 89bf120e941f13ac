import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetMinutesAt, zonedTimeToEpoch } from '../time/zone';
import { morningZones } from './morning-zones';
import { MIN_STARTS } from './zone-from-starts';
import { suggestZone } from './zone-suggestion';

/** Starts at each local time ("08:30") on each day ("2026-03-02") in a zone. */
function startsIn(zone: string, days: readonly string[], times: readonly string[]): number[] {
  return days.flatMap((day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return times.map((time) => {
      const [h, min] = time.split(':').map(Number) as [number, number];
      return zonedTimeToEpoch(zone, y, m, d, h, min);
    });
  });
}

/** The weekdays of March 2026 before Europe's clocks change (2 to 27 March). */
const MARCH = Array.from({ length: 20 }, (_, i) => {
  const day = [2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27][i]!;
  return `2026-03-${String(day).padStart(2, '0')}`;
});
const OFFICE_STARTS = ['08:00', '08:00', '08:30', '09:00', '13:00'];

describe('a zone suggested for a site', () => {
  it('takes the city in the name before the bookings, and says so', () => {
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    expect(
      suggestZone({ name: 'Sydney Harbour', startsMs: inLondon, accountZone: 'Europe/Berlin' }),
    ).toEqual({ zone: 'Australia/Sydney', reason: 'name', typicalStartHour: null });
  });

  it('without a city in the name, names the zone where the bookings start in the morning', () => {
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    expect(
      suggestZone({ name: 'Harbour Office', startsMs: inLondon, accountZone: 'Europe/Berlin' }),
    ).toEqual({ zone: 'Europe/London', reason: 'booking-starts', typicalStartHour: 8 });
  });

  it('names the account’s zone when its clock fits as well as any other', () => {
    // Lisbon keeps London's clock.
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    expect(
      suggestZone({ name: 'Harbour Office', startsMs: inLondon, accountZone: 'Europe/Lisbon' }),
    ).toMatchObject({ zone: 'Europe/Lisbon', reason: 'booking-starts' });
  });

  it('follows daylight saving: 09:00 in Sydney in January and in July is Sydney, not Brisbane', () => {
    const days = (month: string) =>
      ['05', '06', '07', '08', '09', '12', '13', '14', '15', '16', '19', '20'].map(
        (d) => `2026-${month}-${d}`,
      );
    const starts = startsIn('Australia/Sydney', [...days('01'), ...days('07')], ['09:00']);
    // Brisbane's clock does not change: its own account's zone fits only half the year.
    expect(
      suggestZone({ name: 'Quay 4', startsMs: starts, accountZone: 'Australia/Brisbane' }),
    ).toEqual({ zone: 'Australia/Sydney', reason: 'booking-starts', typicalStartHour: 9 });
  });

  it('reads starts on the UTC half hour as a half-hour zone: 09:00 in India', () => {
    const starts = startsIn('Asia/Kolkata', MARCH, ['08:00', '09:00', '09:00', '09:15']);
    const suggestion = suggestZone({ name: 'Plant 2', startsMs: starts, accountZone: null });
    expect(suggestion?.typicalStartHour).toBe(9);
    expect(offsetMinutesAt(suggestion!.zone, starts[0]!)).toBe(330);
  });

  it('suggests nothing without a city or enough bookings', () => {
    const none = { name: 'Harbour Office', accountZone: 'Europe/Berlin' };
    expect(suggestZone({ ...none, startsMs: [] })).toBeNull();
    const few = startsIn('Europe/London', MARCH.slice(0, 10), ['08:00', '08:15']);
    expect(few).toHaveLength(MIN_STARTS);
    expect(suggestZone({ ...none, startsMs: few.slice(1) })).toBeNull();
    expect(suggestZone({ ...none, startsMs: few })).toMatchObject({ zone: 'Europe/London' });
    expect(suggestZone({ name: null, accountZone: null, startsMs: [] })).toBeNull();
  });

  it('suggests nothing for shifts round the clock: no morning stands out', () => {
    const shifts = startsIn('America/Chicago', MARCH, ['06:00', '14:00', '22:00']);
    expect(
      suggestZone({ name: 'Northgate Depot', startsMs: shifts, accountZone: null }),
    ).toBeNull();
  });

  it('reads any representative zone’s mornings back on its clock, whatever the dates', () => {
    const zones = morningZones(null);
    const quarters = fc.array(fc.constantFrom(0, 15, 30, 45), {
      minLength: MIN_STARTS,
      maxLength: 150,
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }),
        quarters.filter((q) => q.filter((m) => m === 0).length > q.filter((m) => m === 30).length),
        fc.array(fc.integer({ min: 0, max: 27 }), { minLength: 1 }),
        (zone, fromMs, minutes, dayOffsets) => {
          const starts = minutes.map((minute, i) => {
            const day = new Date(fromMs + dayOffsets[i % dayOffsets.length]! * 86_400_000);
            return zonedTimeToEpoch(
              zone,
              day.getUTCFullYear(),
              day.getUTCMonth() + 1,
              day.getUTCDate(),
              8,
              minute,
            );
          });
          const suggestion = suggestZone({ name: null, startsMs: starts, accountZone: null });
          expect(suggestion?.typicalStartHour).toBe(8);
          // The same clock at every start (another city may keep it: Paris for Berlin).
          for (const ms of starts)
            expect(offsetMinutesAt(suggestion!.zone, ms)).toBe(offsetMinutesAt(zone, ms));
        },
      ),
      { numRuns: 200 },
    );
  });
});
