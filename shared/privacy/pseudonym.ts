/**
 * Names hidden: each person of a booking replaced by a stable pseudonym, so a works council can see
 * attendance without anyone being named. The pseudonym is a keyed hash of who the person is (their
 * id, else e-mail, else name: the same key the attendance figures count people by), so people
 * counts, days-a-week bands and double bookings come out exactly as they do with the names.
 */
import { domainOf } from '../email-domain';
import type { Booking, Parsed, User } from '../model';

/**
 * A 53-bit hash of a text (cyrb53, public domain): two 32-bit multiply-xorshift lanes. Not a
 * cryptographic hash: with a secret salt in front it keeps a name off the screen and out of files,
 * it is not meant to withstand someone who holds the salt and tries every id.
 */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** What a person is known by, tagged with which of the three it is (an id "x" is not an e-mail "x"). */
function identityOf(user: User): string | null {
  if (user.id) return `id\u0000${user.id}`;
  if (user.email) return `email\u0000${user.email}`;
  if (user.name) return `name\u0000${user.name}`;
  return null;
}

/**
 * The person as a pseudonym, `{ id: 'person-<14 hex>', name: 'Person <its last 8 hex>', email: null }`
 * and their e-mail's domain, the
 * same for the same person and salt; a person with no id, e-mail or name is given back as they are.
 */
export function pseudonymOf(user: User, salt: string): User {
  const identity = identityOf(user);
  if (identity === null) return user;
  const hex = hash53(`${salt}\u0000${identity}`).toString(16).padStart(14, '0');
  // The domain stays: a team or a company is no one person (and small ones are grouped where shown).
  const domain = domainOf(user.email) ?? user.domain ?? null;
  return {
    id: `person-${hex}`,
    name: `Person ${hex.slice(-8)}`,
    email: null,
    ...(domain ? { domain } : {}),
  };
}

/**
 * The bookings with every person a pseudonym; bays, locations and times untouched. Bookings that
 * shared one person object (the API client shares them within an answer) share one pseudonym object.
 */
export function pseudonymousBookings(parsed: Parsed<Booking>, salt: string): Parsed<Booking> {
  const given = new Map<User, User>();
  const items = parsed.items.map((booking) => {
    const { user } = booking;
    if (user === null) return booking;
    let pseudonym = given.get(user);
    if (pseudonym === undefined) {
      pseudonym = pseudonymOf(user, salt);
      given.set(user, pseudonym);
    }
    return pseudonym === user ? booking : { ...booking, user: pseudonym };
  });
  return { items, dropped: parsed.dropped };
}

/**
 * A booking's person as a list of single bookings may show them: a pseudonym without its domain.
 * Counted by domain, people are many; beside one booking, the one contractor of a firm is named.
 */
export function listedUser(user: User | null): User | null {
  if (user === null || user.domain === undefined) return user;
  const { domain: _domain, ...rest } = user;
  return rest;
}

/** The bookings of a list, each person as listedUser gives them. */
export function listedBookings(parsed: Parsed<Booking>): Parsed<Booking> {
  const items = parsed.items.map((b) =>
    b.user?.domain === undefined ? b : { ...b, user: listedUser(b.user) },
  );
  return { items, dropped: parsed.dropped };
}
