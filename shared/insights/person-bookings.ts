/**
 * One person's bookings across sites over a period: each booking with its site, bay, the day it
 * counts on (on its site's calendar), its time outside opening hours and whether it was a double
 * booking. Counted by the same rules as the People table (person-window.ts), so the list a person
 * opens adds up to their row.
 */
import type { Booking } from '../model';
import { civilFromDays, formatIsoDate } from '../time/civil';
import { personKey } from './person-figures';
import { doubleBookingFlags, type PeopleSite, siteReader } from './person-window';

/** One of the person's bookings, as their list shows it. */
export interface PersonBooking {
  readonly id: string;
  readonly locationId: string;
  readonly bayId: string | null;
  readonly bayName: string | null;
  /** The full booking, which may reach outside the period. */
  readonly startMs: number;
  readonly endMs: number;
  /** The site's zone: its times and day are read on this clock. */
  readonly zone: string;
  /** The day (YYYY-MM-DD, site's calendar) it counts on: the one its time in the period starts on. */
  readonly day: string;
  /** Its time within the period. */
  readonly withinMs: number;
  /** Of that, the time outside the site's opening hours (0 where the site has no hours). */
  readonly outsideMs: number;
  /** It began while another booking of theirs, at another bay, was still held. */
  readonly doubleBooking: boolean;
}

type Kept = Omit<PersonBooking, 'doubleBooking'>;

/** Keeps one person's bookings, site by site, in the order of their starts. */
export class PersonBookingsCollector {
  private readonly kept: Kept[] = [];

  constructor(private readonly key: string) {}

  /** The adder of one site's bookings (each at most once, in any order). */
  site(site: PeopleSite): (bookings: readonly Booking[]) => void {
    const read = siteReader(site);
    return (bookings) => {
      for (const b of bookings) {
        if (personKey(b.user) !== this.key) continue;
        const part = read(b);
        if (part === null) continue;
        this.kept.push({
          id: b.id,
          locationId: site.locationId,
          bayId: b.bay?.id ?? null,
          bayName: b.bay?.name ?? null,
          startMs: b.startMs,
          endMs: b.endMs,
          zone: site.zone,
          day: formatIsoDate(civilFromDays(part.day)),
          withinMs: part.withinMs,
          outsideMs: part.outsideMs,
        });
      }
    };
  }

  /** The bookings, earliest first (ties by site, then bay), each marked if a double booking. */
  finish(): PersonBooking[] {
    const flags = doubleBookingFlags({
      starts: this.kept.map((b) => b.startMs),
      ends: this.kept.map((b) => b.endMs),
      bays: this.kept.map((b) => b.bayId),
    });
    return this.kept
      .map((b, i) => ({ ...b, doubleBooking: flags[i] ?? false }))
      .sort(
        (a, b) =>
          a.startMs - b.startMs ||
          a.locationId.localeCompare(b.locationId) ||
          (a.bayName ?? '').localeCompare(b.bayName ?? ''),
      );
  }
}
