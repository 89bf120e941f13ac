// The large demo company's sites, suggested from their bookings as the app reads them: each clock
// beats the one an hour away, in winter (issue 37: Northgate Depot was Caracas and Mission Yard
// Phoenix), in summer, and over the spring change.
import { describe, expect, it } from 'vitest';
import type { TimeBookingsQuery } from '#shared/api/query';
import type { Booking } from '#shared/model';
import { offsetMinutesAt } from '#shared/time/zone';
import { bookingsOverlapping } from '../../demo-api/dataset';
import { generateDataset, presetSpec } from '../../demo-api/generate';
import type { ApiClient } from '../api/client';
import { zoneSuggestions } from './zone-suggestions';

// The day of the issue: the four weeks before it are after the US clocks went back on 1 November.
const GENERATED = Date.UTC(2026, 10, 28, 9, 23);
// The full size, as the demo server serves it (about a second): 300 bays at Northgate, 160 at Mission Yard.
const large = generateDataset(1, presetSpec('large'), GENERATED);

/** The demo server's answers, from the data set in memory: each booking that overlaps the window. */
const client = {
  async listBookings(query: TimeBookingsQuery) {
    const l = large.locations.findIndex((loc) => loc.id === query.locationId);
    const rows = bookingsOverlapping(
      large.bookings,
      l,
      Date.parse(query.timeMin),
      Date.parse(query.timeMax),
    );
    const items: Booking[] = Array.from(rows, (row) => ({
      id: String(row),
      startMs: large.bookings.startMs[row]!,
      endMs: large.bookings.endMs[row]!,
      user: null,
      location: { id: query.locationId, name: null },
      bay: null,
    }));
    return { items, dropped: 0 };
  },
} as unknown as ApiClient;

const NOWS = {
  winter: GENERATED,
  summer: Date.UTC(2026, 6, 15, 12),
  'over the spring change': Date.UTC(2026, 2, 20, 12),
};

describe('zone suggestions for the large demo company', () => {
  for (const [when, nowMs] of Object.entries(NOWS)) {
    it(`names each site's own clock, the depots' without a tie (${when})`, async () => {
      const suggestions = await zoneSuggestions({
        client,
        sites: large.locations.map((l) => ({ locationId: l.id, name: l.name })),
        // An account in the app's default, the computer's zone: here one that fits none of them.
        accountZone: 'Asia/Tokyo',
        nowMs,
        signal: new AbortController().signal,
      });
      const byName = new Map(
        suggestions.map((s) => [large.locations.find((l) => l.id === s.locationId)!.name, s]),
      );
      expect(byName.get('Northgate Depot')).toEqual({
        locationId: large.locations[1]!.id,
        zone: 'America/New_York',
        reason: 'booking-starts',
        typicalStartHour: 7,
        confidence: 'medium',
      });
      expect(byName.get('Mission Yard')).toMatchObject({
        zone: 'America/Los_Angeles',
        reason: 'booking-starts',
        typicalStartHour: 7,
        confidence: 'medium',
      });
      // Open 07:00 to 20:00, bookings all day: the hours either side of the day tell it for sure.
      expect(byName.get('Harbour Office')).toMatchObject({
        zone: 'Europe/London',
        reason: 'booking-starts',
        confidence: 'high',
      });
      // The rest, most named after their cities, on their own clocks (Kraków's is Paris's).
      for (const location of large.locations) {
        const suggestion = byName.get(location.name);
        expect(suggestion, location.name).toBeDefined();
        expect(offsetMinutesAt(suggestion!.zone, nowMs), location.name).toBe(
          offsetMinutesAt(location.zone, nowMs),
        );
      }
      expect(byName.get('Bengaluru Tech Park')).toMatchObject({
        zone: 'Asia/Kolkata',
        reason: 'name',
        confidence: 'high',
      });
    });
  }
});
