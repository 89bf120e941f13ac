import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetMinutesAt, zonedTimeToEpoch } from '../time/zone';
import { canonicalZone } from '../time/zone-names';
import { morningZones } from './morning-zones';
import { MIN_STARTS } from './zone-from-starts';
import { suggestZone } from './zone-suggestion';

const DAY = 86_400_000;

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

/** The dates of the 28 days before `nowMs`, weekdays or weekends. */
function fourWeeksBefore(nowMs: number, weekend: boolean): string[] {
  return Array.from({ length: 28 }, (_, i) => new Date(nowMs - (i + 1) * DAY))
    .filter((d) => (d.getUTCDay() % 6 === 0) === weekend)
    .map((d) => d.toISOString().slice(0, 10));
}

/**
 * A depot as the large demo company's are: open from 07:00 on weekdays and 08:00 at weekends, most
 * bookings starting in its first hour, and an evening one now and then.
 */
function depotStarts(zone: string, nowMs: number): number[] {
  return [
    ...startsIn(zone, fourWeeksBefore(nowMs, false), [
      '07:00',
      '07:00',
      '07:15',
      '07:30',
      '07:45',
      '17:30',
    ]),
    ...startsIn(zone, fourWeeksBefore(nowMs, true), ['08:00', '08:15', '08:30']),
  ];
}

/** The weekdays of March 2026 before Europe's clocks change (2 to 27 March). */
const MARCH = Array.from({ length: 20 }, (_, i) => {
  const day = [2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27][i]!;
  return `2026-03-${String(day).padStart(2, '0')}`;
});
const OFFICE_STARTS = ['08:00', '08:00', '08:30', '09:00', '13:00'];
/** A working day's starts: most in the morning, some through the day, one in the evening. */
const WORKING_DAY = [
  '07:30',
  '08:00',
  '08:00',
  '08:30',
  '09:00',
  '11:00',
  '13:00',
  '16:00',
  '18:00',
];

describe('a zone suggested for a site', () => {
  it('takes the city in the name before the bookings, sure of it, and says so', () => {
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    expect(
      suggestZone({ name: 'Sydney Harbour', startsMs: inLondon, accountZone: 'Europe/Berlin' }),
    ).toEqual({
      zone: 'Australia/Sydney',
      reason: 'name',
      typicalStartHour: null,
      confidence: 'high',
    });
  });

  it('without a city in the name, names the zone whose working day the bookings start in', () => {
    const inLondon = startsIn('Europe/London', MARCH, WORKING_DAY);
    expect(
      suggestZone({ name: 'Harbour Office', startsMs: inLondon, accountZone: 'Europe/Berlin' }),
    ).toEqual({
      zone: 'Europe/London',
      reason: 'booking-starts',
      typicalStartHour: 8,
      confidence: 'high',
    });
  });

  it('is unsure of mornings alone: 08:00 to 09:00 here is 07:00 to 08:00 an hour west', () => {
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    // The Azores fit as well: the commoner clock is named, and said to be a guess.
    expect(
      suggestZone({ name: 'Harbour Office', startsMs: inLondon, accountZone: 'Europe/Berlin' }),
    ).toEqual({
      zone: 'Europe/London',
      reason: 'booking-starts',
      typicalStartHour: 8,
      confidence: 'low',
    });
  });

  it('names the account’s zone when its clock fits as well as any other', () => {
    // Lisbon keeps London's clock.
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    expect(
      suggestZone({ name: 'Harbour Office', startsMs: inLondon, accountZone: 'Europe/Lisbon' }),
    ).toMatchObject({ zone: 'Europe/Lisbon', reason: 'booking-starts' });
  });

  it('names canonical zones only: the account’s old name as today’s, and never UTC', () => {
    const inKolkata = startsIn('Asia/Kolkata', MARCH, ['08:00', '09:00', '09:00', '09:15']);
    expect(
      suggestZone({ name: 'Plant 2', startsMs: inKolkata, accountZone: 'Asia/Calcutta' }),
    ).toMatchObject({ zone: 'Asia/Kolkata' });
    const inLondon = startsIn('Europe/London', MARCH, OFFICE_STARTS);
    expect(
      suggestZone({ name: 'Harbour Office', startsMs: inLondon, accountZone: 'UTC' }),
    ).toMatchObject({ zone: 'Europe/London' });
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
    ).toEqual({
      zone: 'Australia/Sydney',
      reason: 'booking-starts',
      typicalStartHour: 9,
      // Clearly, but from 24 bookings only.
      confidence: 'medium',
    });
  });

  it('reads starts on the UTC half hour as a half-hour zone: 09:00 in India', () => {
    const starts = startsIn('Asia/Kolkata', MARCH, ['08:00', '09:00', '09:00', '09:15']);
    const suggestion = suggestZone({ name: 'Plant 2', startsMs: starts, accountZone: null });
    expect(suggestion?.typicalStartHour).toBe(9);
    expect(offsetMinutesAt(suggestion!.zone, starts[0]!)).toBe(330);
  });

  describe('beats the zone an hour away, east and west, winter and summer', () => {
    const nows = {
      winter: Date.UTC(2026, 10, 28, 9, 23),
      summer: Date.UTC(2026, 6, 15, 12),
      'over the spring change': Date.UTC(2026, 2, 20, 12),
    };
    for (const [when, nowMs] of Object.entries(nows)) {
      it(`New York, not Caracas, Halifax or Chicago; Los Angeles, not Phoenix or Denver (${when})`, () => {
        for (const zone of ['America/New_York', 'America/Los_Angeles']) {
          const suggestion = suggestZone({
            name: 'Northgate Depot',
            startsMs: depotStarts(zone, nowMs),
            accountZone: null,
          });
          // Told apart from the clock an hour east by the evening's bookings: not a tie, not sure.
          expect(suggestion, zone).toEqual({
            zone,
            reason: 'booking-starts',
            typicalStartHour: 7,
            confidence: 'medium',
          });
        }
      });
    }
  });

  it('suggests nothing without a city or enough bookings', () => {
    const none = { name: 'Harbour Office', accountZone: 'Europe/Berlin' };
    expect(suggestZone({ ...none, startsMs: [] })).toBeNull();
    const few = startsIn('Europe/London', MARCH.slice(0, 10), ['07:30', '09:30']);
    expect(few).toHaveLength(MIN_STARTS);
    expect(suggestZone({ ...none, startsMs: few.slice(1) })).toBeNull();
    expect(suggestZone({ ...none, startsMs: few })).toMatchObject({ zone: 'Europe/London' });
    expect(suggestZone({ name: null, accountZone: null, startsMs: [] })).toBeNull();
  });

  it('suggests nothing for shifts round the clock: no working day stands out', () => {
    const shifts = startsIn('America/Chicago', MARCH, ['06:00', '14:00', '22:00']);
    expect(
      suggestZone({ name: 'Northgate Depot', startsMs: shifts, accountZone: null }),
    ).toBeNull();
  });

  it('reads any representative zone’s working mornings back on its clock, whatever the dates', () => {
    const zones = morningZones(null);
    const time = fc.record({
      hour: fc.constantFrom(7, 8, 9),
      minute: fc.constantFrom(0, 15, 30, 45),
    });
    // The same times every day the site is open, as a site keeps its hours; one at 07:xx and one at
    // 09:xx pin the hour (an hour west puts the first at 06:xx, an hour east the last at 10:xx).
    const pattern = fc
      .array(time, { minLength: 2, maxLength: 8 })
      .map((times) => [{ hour: 7, minute: 0 }, { hour: 9, minute: 0 }, ...times])
      .filter(
        (t) => t.filter((x) => x.minute === 0).length > t.filter((x) => x.minute === 30).length,
      );
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }),
        pattern,
        fc.uniqueArray(fc.integer({ min: 0, max: 27 }), { minLength: 10, maxLength: 28 }),
        (zone, fromMs, times, dayOffsets) => {
          const starts = dayOffsets.flatMap((offset) => {
            const day = new Date(fromMs + offset * DAY);
            const ymd = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()] as const;
            return times.map(({ hour, minute }) => zonedTimeToEpoch(zone, ...ymd, hour, minute));
          });
          const suggestion = suggestZone({ name: null, startsMs: starts, accountZone: null });
          expect(suggestion).not.toBeNull();
          expect([7, 8, 9]).toContain(suggestion!.typicalStartHour);
          expect(canonicalZone(suggestion!.zone)).toBe(suggestion!.zone);
          // The same clock at every start (another city may keep it: Paris for Berlin).
          for (const ms of starts)
            expect(offsetMinutesAt(suggestion!.zone, ms)).toBe(offsetMinutesAt(zone, ms));
        },
      ),
      { numRuns: 200 },
    );
  });
});
