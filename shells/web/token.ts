import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh per-launch token: 256 random bits, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares a presented token with the real one in constant time (hashing first evens out the lengths). */
export function tokenMatches(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string' || presented.length === 0) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
