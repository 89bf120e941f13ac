/**
 * People across sites: each person's bookings, days, sites, booked hours, median booking, share of
 * time outside opening hours and double bookings over a period, every site counted on its own clock.
 * Bookings arrive site by site, in chunks; each person's intervals are kept until `finish`, when
 * their double bookings (two bays held at once, at one site or two) and median are worked out.
 */
import { domainOf } from '../email-domain';
import type { Booking, User } from '../model';
import { compareText } from '../scope/row-order';
import { normaliseSearch, textMatches } from '../scope/search';
import { doubleBookingFlags, type PeopleSite, siteReader } from './person-window';

export type { PeopleSite } from './person-window';

/** One person's figures over the period. */
export interface PersonFigures {
  /** Who they are known by (their id, else e-mail, else name): one row per key. */
  readonly key: string;
  readonly name: string | null;
  readonly email: string | null;
  /** The part of the e-mail after its @, lower case; null without one. */
  readonly domain: string | null;
  readonly bookings: number;
  /** Days a booking of theirs started (within the period), each on its site's calendar; a day at two sites is one day. */
  readonly days: number;
  readonly sites: number;
  /** Booked time within the period. */
  readonly bookedMs: number;
  /** The median full length of their bookings. */
  readonly medianBookingMs: number;
  /** Of the booked time, the share outside opening hours (0 where a site has no hours). */
  readonly outsideShare: number | null;
  /** Times a booking began while another of theirs, at another bay, was still held. */
  readonly doubleBookings: number;
}

/** Which people to keep: a search on name or e-mail, and an e-mail domain; null keeps all. */
export interface PeopleFilter {
  readonly search: string | null;
  readonly domain: string | null;
  /** One person only, by their key (`PersonFigures.key`). */
  readonly person?: string | null;
}

interface Person {
  readonly key: string;
  name: string | null;
  email: string | null;
  domain: string | null;
  readonly starts: number[];
  readonly ends: number[];
  readonly bays: (string | null)[];
  readonly days: Set<number>;
  readonly sites: Set<string>;
  bookedMs: number;
  outsideMs: number;
}

/** Who a user is known by, tagged with which of the three it is; null for no one. */
export function personKey(user: User | null): string | null {
  if (user === null) return null;
  if (user.id) return `id:${user.id}`;
  if (user.email) return `email:${user.email}`;
  if (user.name) return `name:${user.name}`;
  return null;
}

/** Counts people over every site given. */
export class PeopleCounter {
  private readonly people = new Map<string, Person>();
  private readonly needle: string;
  private readonly domain: string | null;
  private readonly person: string | null;

  constructor(filter: PeopleFilter) {
    this.needle = normaliseSearch(filter.search);
    this.domain = filter.domain?.trim().toLowerCase() || null;
    this.person = filter.person ?? null;
  }

  /** The adder of one site's bookings (each at most once, in any order). */
  site(site: PeopleSite): (bookings: readonly Booking[]) => void {
    const read = siteReader(site);
    return (bookings) => {
      for (const b of bookings) {
        const part = read(b);
        if (part === null) continue;
        const person = this.personOf(b.user);
        if (person === null) continue;
        person.starts.push(b.startMs);
        person.ends.push(b.endMs);
        person.bays.push(b.bay?.id ?? null);
        person.sites.add(site.locationId);
        person.days.add(part.day);
        person.bookedMs += part.withinMs;
        person.outsideMs += part.outsideMs;
      }
    };
  }

  /** Each person's figures, the heaviest users by booked time first (ties by name, then key). */
  finish(): PersonFigures[] {
    const rows = [...this.people.values()].map(figuresOf);
    return rows.sort(
      (a, b) =>
        b.bookedMs - a.bookedMs ||
        compareText(a.name ?? '', b.name ?? '') ||
        compareText(a.key, b.key),
    );
  }

  private personOf(user: User | null): Person | null {
    const key = personKey(user);
    if (key === null || user === null) return null;
    let person = this.people.get(key);
    if (person === undefined) {
      if (!this.keeps(user, key)) return null;
      person = {
        key,
        name: user.name,
        email: user.email,
        domain: domainOf(user.email) ?? user.domain ?? null,
        starts: [],
        ends: [],
        bays: [],
        days: new Set(),
        sites: new Set(),
        bookedMs: 0,
        outsideMs: 0,
      };
      this.people.set(key, person);
    }
    person.name ??= user.name;
    person.email ??= user.email;
    person.domain ??= domainOf(user.email) ?? user.domain ?? null;
    return person;
  }

  private keeps(user: User, key: string): boolean {
    if (this.person !== null && key !== this.person) return false;
    if (this.domain !== null && (domainOf(user.email) ?? user.domain) !== this.domain) return false;
    if (this.needle === '') return true;
    return textMatches(`${user.name ?? ''} ${user.email ?? ''}`, this.needle);
  }
}

function figuresOf(p: Person): PersonFigures {
  const doubles = doubleBookingFlags(p).filter(Boolean).length;
  const lengths = p.starts.map((s, i) => (p.ends[i] as number) - s).sort((a, b) => a - b);
  const mid = lengths.length >> 1;
  const median =
    lengths.length % 2 === 1
      ? (lengths[mid] as number)
      : ((lengths[mid - 1] as number) + (lengths[mid] as number)) / 2;
  return {
    key: p.key,
    name: p.name,
    email: p.email,
    domain: p.domain,
    bookings: p.starts.length,
    days: p.days.size,
    sites: p.sites.size,
    bookedMs: p.bookedMs,
    medianBookingMs: median,
    outsideShare: p.bookedMs > 0 ? p.outsideMs / p.bookedMs : null,
    doubleBookings: doubles,
  };
}
