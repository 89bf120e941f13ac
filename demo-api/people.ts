/**
 * Users of the demo company. Each location has its own block of regular bookers, so names repeat
 * within a site the way they do in real data; every block starts with the awkward names.
 */
import type { DemoUser } from './dataset';
import { AWKWARD_NAMES, EMAIL_DOMAINS, FAMILY_NAMES, GIVEN_NAMES, WHOLE_NAMES } from './fixtures';
import { deterministicUuid, type Prng } from './prng';

/** The users and, per location, the range of user indices that book there. */
export interface PeopleResult {
  readonly users: readonly DemoUser[];
  /** Users of location l are [blockStart[l], blockStart[l + 1]). */
  readonly blockStart: readonly number[];
}

/** Lower-cased e-mail local part: accents dropped where Unicode can drop them (ł and 李 stay). */
function emailLocal(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '.')
    .replace(/^\.+|\.+$/g, '');
  return folded.length > 0 ? folded : 'user';
}

/** Generates `blockSizes[l]` users for each location l (at least one each). */
export function generatePeople(
  seed: number,
  rng: Prng,
  blockSizes: readonly number[],
): PeopleResult {
  const users: DemoUser[] = [];
  const blockStart: number[] = [];
  const usedEmails = new Set<string>();
  const specials: { name: string; local: string }[] = [
    ...AWKWARD_NAMES.map((name) => ({ name, local: emailLocal(name) })),
    ...WHOLE_NAMES,
  ];
  const add = (name: string, local: string, location: number): void => {
    const domain = EMAIL_DOMAINS[location % EMAIL_DOMAINS.length] as string;
    let email = `${local}@${domain}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${local}${n}@${domain}`;
    usedEmails.add(email);
    users.push({ id: deterministicUuid(seed, 'user', users.length), name, email });
  };
  blockSizes.forEach((size, location) => {
    blockStart.push(users.length);
    // Every site has its awkward names, so any location's export meets them.
    const mine = specials.slice(0, Math.max(1, size));
    for (const s of mine) add(s.name, s.local, location);
    for (let i = mine.length; i < size; i++) {
      const given = rng.pick(GIVEN_NAMES);
      const family = rng.pick(FAMILY_NAMES);
      add(`${given} ${family}`, `${emailLocal(given)}.${emailLocal(family)}`, location);
    }
  });
  blockStart.push(users.length);
  return { users, blockStart };
}
