// Insights' domains, worked by hand over one week in Zürich (open Monday to Friday 08:00–18:00):
// Ann, Bob (BOB@A.COM) and Cyd (no id) at a.com, and Dee, a pseudonym whose domain is b.org, plus a
// booking without a user. Ann's Sunday 22:00 booking runs into the next week: 2 h of it count.
import { describe, expect, it } from 'vitest';
import type { Bay, Booking, User } from '../model';
import { NO_FILTER } from '../scope/booking-filter';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { startOfLocalDay } from '../time/zone';
import { aggregateInsights, createInsightsAggregator } from './aggregate';
import { domainFigures } from './domain-figures';
import { PeopleCounter } from './person-figures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'Europe/Zurich';
const WEEK = { from: '2026-03-02', to: '2026-03-08' } as const;
const location = { id: 'zrh', name: 'Zürich Campus' };
const site = { zone: ZONE, hours: OFFICE_HOURS };
const bays: Bay[] = ['A1', 'A2', 'A3'].map((name) => ({ id: name, name, tag: null, location }));
const ann: User = { id: 'u-ann', name: 'Ann', email: 'ann@a.com' };
const bob: User = { id: 'u-bob', name: 'Bob', email: 'BOB@A.COM' };
const cyd: User = { id: null, name: 'Cyd', email: 'cyd@a.com' };
const dee: User = { id: 'p-dee', name: 'Person 0d1e', email: null, domain: 'b.org' };
/** Monday 2 March 2026, 00:00 in Zürich. */
const MONDAY = startOfLocalDay(ZONE, WEEK.from);

let next = 0;
function booking(user: User | null, bay: string, day: number, from: number, to: number): Booking {
  return {
    id: `k${next++}`,
    startMs: MONDAY + day * DAY + from * HOUR,
    endMs: MONDAY + day * DAY + to * HOUR,
    user,
    location,
    bay: bays.find((b) => b.id === bay) as Bay,
  };
}

const WEEK_BOOKINGS = [
  booking(ann, 'A1', 0, 9, 12),
  booking(ann, 'A2', 1, 9, 11),
  booking(ann, 'A1', 6, 22, 26),
  booking(bob, 'A2', 0, 10, 14),
  booking(cyd, 'A3', 2, 8, 9),
  booking(dee, 'A1', 3, 9, 17),
  booking(null, 'A3', 4, 9, 10),
];

function insightsOf(bookings: readonly Booking[], namesHidden: boolean) {
  const scope = { locationId: location.id, ...WEEK, zone: ZONE, filter: NO_FILTER, bays, site };
  return aggregateInsights({ ...scope, namesHidden }, bookings);
}

/** The People view's domains over the same bookings, counted on the same clock. */
function peopleDomains(bookings: readonly Booking[], namesHidden: boolean) {
  const counter = new PeopleCounter({ search: null, domain: null });
  counter.site({ locationId: location.id, ...WEEK, zone: ZONE, site })(bookings);
  return domainFigures(counter.finish(), namesHidden);
}

describe('Insights by e-mail domain', () => {
  it('counts each domain’s people, bookings and hours within the period, names shown', () => {
    const insights = insightsOf(WEEK_BOOKINGS, false);
    // a.com: Ann 3 h + 2 h + 2 h (of Sunday's 4), Bob 4 h, Cyd 1 h; b.org: Dee 8 h. 20 h in all.
    expect(insights.domains).toEqual([
      {
        name: { kind: 'domain', domain: 'a.com' },
        people: 3,
        bookings: 5,
        bookedMs: 12 * HOUR,
        shareOfBookedTime: 0.6,
      },
      {
        name: { kind: 'domain', domain: 'b.org' },
        people: 1,
        bookings: 1,
        bookedMs: 8 * HOUR,
        shareOfBookedTime: 0.4,
      },
    ]);
    // The booking without a user is no one's: every person is in one domain.
    expect(insights.people).toBe(4);
  });

  it('groups domains of fewer than 5 people when names are hidden', () => {
    expect(insightsOf(WEEK_BOOKINGS, true).domains).toEqual([
      {
        name: { kind: 'small', domains: 2 },
        people: 4,
        bookings: 6,
        bookedMs: 20 * HOUR,
        shareOfBookedTime: 1,
      },
    ]);
  });

  it('keeps a domain of 5 people by name when names are hidden, and an absent setting hides', () => {
    const more = ['eve', 'fay'].map((n) => ({ id: `u-${n}`, name: n, email: `${n}@a.com` }));
    const bookings = [...WEEK_BOOKINGS, ...more.map((u, i) => booking(u, 'A3', i, 12, 13))];
    const hidden = insightsOf(bookings, true).domains;
    expect(hidden.map((d) => [d.name, d.people, d.bookedMs / HOUR])).toEqual([
      [{ kind: 'domain', domain: 'a.com' }, 5, 14],
      [{ kind: 'small', domains: 1 }, 1, 8],
    ]);
    const unsaid = { locationId: location.id, ...WEEK, zone: ZONE, filter: NO_FILTER, bays, site };
    expect(aggregateInsights(unsaid, bookings).domains).toEqual(hidden);
  });

  it('has no rows for a period without people', () => {
    expect(insightsOf([booking(null, 'A1', 0, 9, 10)], false).domains).toEqual([]);
  });

  it('agrees with the People view’s domains on the same bookings, names shown or hidden', () => {
    for (const namesHidden of [false, true])
      expect(insightsOf(WEEK_BOOKINGS, namesHidden).domains).toEqual(
        peopleDomains(WEEK_BOOKINGS, namesHidden),
      );
    // Not Insights' booked hours, which count open time (not Sunday's 2 h) and the userless hour.
    expect(insightsOf(WEEK_BOOKINGS, false).totals.bookedMs).toBe(19 * HOUR);
  });

  it('counts the same across chunks as in one', () => {
    const scope = { locationId: location.id, ...WEEK, zone: ZONE, filter: NO_FILTER, bays, site };
    const sorted = [...WEEK_BOOKINGS].sort((a, b) => a.startMs - b.startMs);
    const aggregator = createInsightsAggregator({ ...scope, namesHidden: false });
    for (const b of sorted) aggregator.add([b]);
    expect(aggregator.finish().domains).toEqual(insightsOf(WEEK_BOOKINGS, false).domains);
  });
});
