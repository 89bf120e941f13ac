import { describe, expect, it } from 'vitest';
import type { Booking, User } from '../model';
import { hash53, pseudonymOf, pseudonymousBookings } from './pseudonym';

const ann: User = { id: 'u-1', name: 'Ann Smith', email: 'ann@example.com' };

function booking(id: string, user: User | null): Booking {
  return {
    id,
    startMs: 0,
    endMs: 3_600_000,
    user,
    location: { id: 'loc-1', name: 'Harbour' },
    bay: { id: 'bay-1', name: 'Bay 1', tag: 'EV' },
  };
}

describe('hash53', () => {
  it('is the published cyrb53, a whole number under 2^53', () => {
    // The reference implementation's values, so the pseudonyms stay the same across versions.
    expect(hash53('a')).toBe(7929297801672961);
    expect(hash53('revenge')).toBe(4051478007546757);
    expect(hash53('revenue')).toBe(8309097637345594);
    expect(Number.isSafeInteger(hash53('any text at all'))).toBe(true);
  });
});

describe('pseudonymOf', () => {
  it('names nobody: a person id, a "Person" name of 8 hex digits, no e-mail', () => {
    const p = pseudonymOf(ann, 'salt-1');
    expect(p.id).toMatch(/^person-[0-9a-f]{14}$/);
    expect(p.name).toMatch(/^Person [0-9a-f]{8}$/);
    expect(p.name).toBe(`Person ${p.id?.slice(-8)}`);
    expect(p.email).toBeNull();
    expect(JSON.stringify(p)).not.toMatch(/Ann|Smith|ann@|u-1/);
  });

  it('is the same person for the same id and salt, another for another salt', () => {
    const renamed = { ...ann, name: 'Ann Jones', email: 'ann.jones@example.com' };
    expect(pseudonymOf(renamed, 'salt-1')).toEqual(pseudonymOf(ann, 'salt-1'));
    expect(pseudonymOf(ann, 'salt-2').id).not.toBe(pseudonymOf(ann, 'salt-1').id);
  });

  it('falls back on the e-mail, then the name, each apart from an id of the same text', () => {
    const byEmail = pseudonymOf({ id: null, name: 'Bo', email: 'bo@example.com' }, 's');
    expect(byEmail).toEqual(pseudonymOf({ id: null, name: 'Other', email: 'bo@example.com' }, 's'));
    const byName = pseudonymOf({ id: null, name: 'Bo', email: null }, 's');
    expect(byName.id).not.toBe(byEmail.id);
    expect(byName.id).not.toBe(pseudonymOf({ id: 'Bo', name: null, email: null }, 's').id);
  });

  it('gives back a person with nothing to know them by as they are', () => {
    const nobody: User = { id: null, name: null, email: null };
    expect(pseudonymOf(nobody, 's')).toBe(nobody);
  });
});

describe('pseudonymousBookings', () => {
  it('replaces every person, leaves bays, locations and times, and keeps shared objects shared', () => {
    const bo: User = { id: 'u-2', name: 'Bo', email: 'bo@example.com' };
    const parsed = {
      items: [booking('b1', ann), booking('b2', bo), booking('b3', ann), booking('b4', null)],
      dropped: 2,
    };
    const hidden = pseudonymousBookings(parsed, 'salt');
    expect(hidden.dropped).toBe(2);
    // Only the e-mail's domain stays, for people by team or company (grouped where a domain is small).
    expect(JSON.stringify(hidden)).not.toMatch(/Ann|Bo"|ann@|bo@|u-1|u-2/);
    expect(hidden.items.map((b) => b.user?.domain)).toEqual([
      'example.com',
      'example.com',
      'example.com',
      undefined,
    ]);
    const [b1, b2, b3, b4] = hidden.items;
    expect(b1?.user).toBe(b3?.user);
    expect(b1?.user).not.toEqual(b2?.user);
    expect(b4).toBe(parsed.items[3]);
    expect(b1?.bay).toBe(parsed.items[0]?.bay);
    expect(b1?.location).toBe(parsed.items[0]?.location);
    expect([b1?.startMs, b1?.endMs, b1?.id]).toEqual([0, 3_600_000, 'b1']);
  });
});
