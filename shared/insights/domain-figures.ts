/**
 * People by e-mail domain, as a stand-in for a team or a company: each domain's people, bookings
 * and booked time, and its share of all booked time. With names hidden, a domain of fewer than 5
 * people would all but name them, so such domains are counted together as one "other" row.
 */
import { assertNever } from '../assert-never';
import { compareText } from '../scope/row-order';
import type { PersonFigures } from './person-figures';
import { shareOf } from './ratios';

/** Domains with fewer people than this are grouped when names are hidden. */
export const SMALLEST_SHOWN_DOMAIN = 5;

/** Which domain a row is: one by name, people without an e-mail, or small domains together. */
export type DomainName =
  | { readonly kind: 'domain'; readonly domain: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'small'; readonly domains: number };

/** One domain's row. */
export interface DomainFigures {
  readonly name: DomainName;
  readonly people: number;
  readonly bookings: number;
  readonly bookedMs: number;
  /** Of all the people's booked time; null when no time was booked. */
  readonly shareOfBookedTime: number | null;
}

/** A row per domain, the most booked time first; small domains grouped when names are hidden. */
export function domainFigures(
  people: readonly PersonFigures[],
  namesHidden: boolean,
): DomainFigures[] {
  const byDomain = new Map<string | null, PersonFigures[]>();
  for (const p of people) {
    const list = byDomain.get(p.domain);
    if (list) list.push(p);
    else byDomain.set(p.domain, [p]);
  }
  const totalMs = people.reduce((ms, p) => ms + p.bookedMs, 0);
  const rowOf = (name: DomainName, of: readonly PersonFigures[]): DomainFigures => {
    const bookedMs = of.reduce((ms, p) => ms + p.bookedMs, 0);
    return {
      name,
      people: of.length,
      bookings: of.reduce((n, p) => n + p.bookings, 0),
      bookedMs,
      shareOfBookedTime: shareOf(bookedMs, totalMs),
    };
  };
  const rows: DomainFigures[] = [];
  const small: PersonFigures[] = [];
  let smallDomains = 0;
  for (const [domain, of] of byDomain) {
    if (domain === null) rows.push(rowOf({ kind: 'none' }, of));
    else if (namesHidden && of.length < SMALLEST_SHOWN_DOMAIN) {
      small.push(...of);
      smallDomains++;
    } else rows.push(rowOf({ kind: 'domain', domain }, of));
  }
  if (small.length > 0) rows.push(rowOf({ kind: 'small', domains: smallDomains }, small));
  return rows.sort(
    (a, b) => b.bookedMs - a.bookedMs || compareText(labelOf(a.name), labelOf(b.name)),
  );
}

/** A domain row's name as the files write it. */
export function labelOf(name: DomainName): string {
  switch (name.kind) {
    case 'domain':
      return name.domain;
    case 'none':
      return '(no e-mail)';
    case 'small':
      return `other (fewer than ${SMALLEST_SHOWN_DOMAIN} people)`;
    default:
      return assertNever(name);
  }
}
