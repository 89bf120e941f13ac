/**
 * Deterministic randomness for the demo data: a small 32-bit PRNG and hash-derived UUIDs, so the
 * same seed always yields the same locations, bays, users, bookings and ids on every machine.
 */

/** Finalises a 32-bit value so that every input bit affects every output bit (a bijection on uint32). */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seeded pseudo-random generator (a Weyl sequence fed through mix32): fast, small, reproducible. */
export class Prng {
  private state: number;

  /** Starts a stream; different seeds (or the same seed with another stream number) give unrelated streams. */
  constructor(seed: number, stream = 0) {
    this.state = mix32(mix32(seed >>> 0) ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
  }

  /** A uniform uint32. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A uniform number in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A uniform integer in [min, max] (both included). */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new RangeError('pick() from an empty list');
    return item;
  }

  /** An element chosen by weight: `weights[i]` is the relative chance of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex32(word: number): string {
  return (
    (HEX[(word >>> 24) & 0xff] as string) +
    (HEX[(word >>> 16) & 0xff] as string) +
    (HEX[(word >>> 8) & 0xff] as string) +
    (HEX[word & 0xff] as string)
  );
}

/** The kinds of record that get ids; each has its own id space. */
export type IdKind = 'location' | 'bay' | 'user' | 'booking';

const KIND_SALT: Readonly<Record<IdKind, number>> = {
  location: 0x1c0a7e11,
  bay: 0x0b2a5e77,
  user: 0x05e2f00d,
  booking: 0x0b00c1e5,
};

/**
 * A version-4-shaped UUID derived from (seed, kind, index). The first word is a bijection of the index,
 * so ids never collide within a kind; computing one costs a few multiplications, so booking ids
 * need no storage.
 */
export function deterministicUuid(seed: number, kind: IdKind, index: number): string {
  const base = mix32((seed >>> 0) ^ KIND_SALT[kind]);
  const w0 = mix32((base + Math.imul(index, 0x85ebca6b)) >>> 0);
  const w1 = mix32((w0 ^ 0x27d4eb2f) + base);
  const w2 = mix32((w1 ^ 0x165667b1) + index);
  const w3 = mix32((w2 ^ 0xd3a2646c) + base);
  const a = hex32(w0);
  const b = hex32(((w1 & 0xffff0fff) | 0x00004000) >>> 0);
  const c = hex32(((w2 & 0x3fffffff) | 0x80000000) >>> 0);
  const d = hex32(w3);
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}
