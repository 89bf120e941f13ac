import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking, Parsed } from '../model';
import { encodeResultForIpc } from './ipc-codec';
import { decodeResultFromJson, encodeResultForJson } from './json-codec';
import { isPackedBookings, packBookings, unpackBookings } from './packed-bookings';

const text = fc.option(fc.constantFrom('a', 'b', 'null', '', 'Zoë', '"'), { nil: null });
const booking: fc.Arbitrary<Booking> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  startMs: fc.integer({ min: -1e13, max: 1e13 }),
  endMs: fc.integer({ min: -1e13, max: 1e13 }),
  user: fc.option(fc.record({ id: text, name: text, email: text }), { nil: null }),
  location: fc.option(fc.record({ id: fc.constantFrom('L1', 'L2'), name: text }), { nil: null }),
  bay: fc.option(fc.record({ id: text, name: text, tag: text }), { nil: null }),
});
const parsed: fc.Arbitrary<Parsed<Booking>> = fc.record({
  items: fc.array(booking, { maxLength: 40 }),
  dropped: fc.nat(5),
});

/** What the browser shell's transport does: encode, JSON both ways, decode. */
function overJson(value: Parsed<Booking>): unknown {
  const sent = JSON.stringify(encodeResultForJson('listBookings', { ok: true, value }));
  return decodeResultFromJson('listBookings', JSON.parse(sent));
}

describe('packed bookings', () => {
  it('arrive equal to what was sent, nulls and look-alike strings included', () => {
    fc.assert(
      fc.property(parsed, (value) => {
        expect(overJson(value)).toEqual({ ok: true, value });
      }),
      { numRuns: 500 },
    );
  });

  it('send each distinct user, location and bay once, and unpack them shared', () => {
    const user = { id: 'u1', name: 'Ana', email: 'ana@example.com' };
    const location = { id: 'L1', name: 'Depot' };
    const items = ['a', 'b', 'c'].map((id, i) => ({
      id,
      startMs: i,
      endMs: i + 1,
      user: { ...user },
      location: { ...location },
      bay: { id: 'B1', name: 'A1', tag: i === 2 ? 'EV' : null },
    }));
    const packed = packBookings({ items, dropped: 0 });
    expect([packed.users.length, packed.locations.length, packed.bays.length]).toEqual([1, 1, 2]);
    const { items: back } = unpackBookings(packed);
    expect(back[0]?.user).toBe(back[1]?.user);
    expect(back[0]?.bay).not.toBe(back[2]?.bay);
  });

  it('leave other methods and failures alone', () => {
    const failure = { ok: false, error: { kind: 'auth', message: 'No.' } } as const;
    expect(encodeResultForJson('listBookings', failure)).toBe(failure);
    const bays = { ok: true, value: { items: [], dropped: 0 } } as const;
    expect(encodeResultForJson('listBays', bays)).toBe(bays);
    expect(decodeResultFromJson('listBays', bays)).toBe(bays);
  });

  it('turn an inconsistent packing into an internal failure, not a crash', () => {
    const packed = packBookings({
      items: [{ id: 'a', startMs: 0, endMs: 1, user: null, location: null, bay: null }],
      dropped: 0,
    });
    const broken = { ...packed, rows: ['a', 0, 1, 7, -1, -1] };
    expect(isPackedBookings(broken)).toBe(true);
    expect(decodeResultFromJson('listBookings', { ok: true, value: broken })).toMatchObject({
      ok: false,
      error: { kind: 'internal' },
    });
    expect(
      decodeResultFromJson('listBookings', {
        ok: true,
        value: { ...packed, rows: [1, 2, 3, 4, 5, 6] },
      }),
    ).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });
});

describe('bookings over IPC', () => {
  it('arrive equal, with equal users, locations and bays as one object after a structured clone', () => {
    fc.assert(
      fc.property(parsed, (value) => {
        const sent = encodeResultForIpc('listBookings', { ok: true, value });
        expect(sent).toEqual({ ok: true, value });
      }),
      { numRuns: 200 },
    );
    const user = { id: 'u1', name: 'Ana', email: null };
    const items = ['a', 'b'].map((id) => ({
      id,
      startMs: 0,
      endMs: 1,
      user: { ...user },
      location: null,
      bay: { id: 'B1', name: 'A1', tag: 'EV' },
    }));
    const sent = encodeResultForIpc('listBookings', { ok: true, value: { items, dropped: 0 } });
    // What Electron's IPC does to a message (the HTML structured clone algorithm).
    const received = structuredClone(sent) as { value: { items: typeof items } };
    expect(received.value.items[0]?.user).toBe(received.value.items[1]?.user);
    expect(received.value.items[0]?.bay).toBe(received.value.items[1]?.bay);
    expect(encodeResultForIpc('listBays', sent)).toBe(sent);
  });
});
