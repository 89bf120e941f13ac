import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { normaliseBookings } from './normalise';

// Small pools, so that ids, texts and timestamps repeat within an answer, with and without changes.
const text = fc.constantFrom('A', 'B', 'Zoë', '', ' ', null, undefined, 7);
const nestedValue = fc.oneof(
  fc.constantFrom(null, 'x', 3),
  fc.record(
    {
      // The last two differ only before their last 8 characters: the same quick key.
      id: fc.constantFrom('n1', 'n2', ' ', null, 4, 'a-12345678', 'b-12345678'),
      name: text,
      tag: text,
      email: text,
    },
    { requiredKeys: [] },
  ),
);
const stamp = fc.constantFrom(
  '2026-03-29T00:30:00+00:00',
  '2026-03-29T02:00:00+01:00',
  '2026-03-29T01:00:00Z',
  '2026-03-29T01:00:00\u221201:00',
  'garbage',
  null,
  5,
);
const record = fc.record(
  {
    id: fc.constantFrom('k1', 'k2', 'k3', 'k4', '', null),
    start_time: stamp,
    end_time: stamp,
    duration: fc.constantFrom('["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")', null),
    user: nestedValue,
    location: nestedValue,
    bay: nestedValue,
  },
  { requiredKeys: ['id'] },
);

const KINDS = ['bay', 'user', 'location'] as const;

/**
 * Which of the nested objects read one after another are one object, as sharing is meant: for each
 * id, the object last kept for it is given again while the text stays the same.
 */
function expectedSharing(
  refs: readonly (Booking['bay'] | Booking['user'] | Booking['location'])[],
): number[] {
  const byId = new Map<string, { readonly object: number; readonly text: string }>();
  return refs.map((ref, i) => {
    if (ref === null || ref.id === null) return i;
    const text = JSON.stringify(ref);
    const seen = byId.get(ref.id);
    if (seen && seen.text === text) return seen.object;
    byId.set(ref.id, { object: i, text });
    return i;
  });
}

describe('reading an answer', () => {
  it('reads each booking as it reads alone, with one object per equal bay, person and location when shared', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 12 }), (list) => {
        // Every readable booking, repeats included: their nested values are read in this order.
        const readable = list.flatMap((raw) => normaliseBookings([raw]).items);
        const firstPerId = readable.filter(
          (b, i) => readable.findIndex((o) => o.id === b.id) === i,
        );
        expect(normaliseBookings(list).items).toEqual(firstPerId);
        const shared = normaliseBookings(list, { shareNested: true }).items;
        expect(shared).toEqual(firstPerId);
        const kept = firstPerId.map((b) => readable.indexOf(b));
        for (const kind of KINDS) {
          const expected = expectedSharing(readable.map((b) => b[kind]));
          for (let i = 0; i < shared.length; i++)
            for (let j = 0; j < shared.length; j++) {
              const same = expected[kept[i] as number] === expected[kept[j] as number];
              if (shared[i]?.[kind] !== null)
                expect(shared[i]?.[kind] === shared[j]?.[kind], `${kind} ${i} ${j}`).toBe(same);
            }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the object kept last for an id again only while its text stays the same', () => {
    const bay = (name: string) => ({ id: 'b1', name, tag: null });
    const at = (id: string, name: string) => ({
      id,
      start_time: '2026-03-29T00:30:00+00:00',
      end_time: '2026-03-29T02:00:00+01:00',
      bay: bay(name),
    });
    const { items } = normaliseBookings(
      [at('k1', 'A'), at('k2', 'B'), at('k3', 'A'), at('k4', 'A')],
      { shareNested: true },
    );
    expect(items.map((b) => b.bay?.name)).toEqual(['A', 'B', 'A', 'A']);
    expect(items[1]?.bay).not.toBe(items[0]?.bay);
    expect(items[2]?.bay).not.toBe(items[0]?.bay);
    expect(items[3]?.bay).toBe(items[2]?.bay);
  });
});
