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

/** One domain's sums before any grouping: its people, bookings and booked time. */
export interface DomainSums {
  /** null for people without an e-mail. */
  readonly domain: string | null;
  readonly people: number;
  readonly bookings: number;
  readonly bookedMs: number;
}

/** A row per domain, the most booked time first; small domains grouped when names are hidden. */
export function domainFigures(
  people: readonly PersonFigures[],
  namesHidden: boolean,
): DomainFigures[] {
  const byDomain = new Map<string | null, DomainSums>();
  for (const p of people) {
    const sums = byDomain.get(p.domain);
    byDomain.set(p.domain, {
      domain: p.domain,
      people: (sums?.people ?? 0) + 1,
      bookings: (sums?.bookings ?? 0) + p.bookings,
      bookedMs: (sums?.bookedMs ?? 0) + p.bookedMs,
    });
  }
  return groupedDomains([...byDomain.values()], namesHidden);
}

/**
 * The rows of each domain's sums (one entry per domain), the most booked time first, with the
 * share of all booked time; domains of fewer than SMALLEST_SHOWN_DOMAIN people are one row when
 * names are hidden. The People view and Insights both end here, so their rows agree.
 */
export function groupedDomains(sums: readonly DomainSums[], namesHidden: boolean): DomainFigures[] {
  const totalMs = sums.reduce((ms, d) => ms + d.bookedMs, 0);
  const rowOf = (name: DomainName, of: readonly DomainSums[]): DomainFigures => {
    const bookedMs = of.reduce((ms, d) => ms + d.bookedMs, 0);
    return {
      name,
      people: of.reduce((n, d) => n + d.people, 0),
      bookings: of.reduce((n, d) => n + d.bookings, 0),
      bookedMs,
      shareOfBookedTime: shareOf(bookedMs, totalMs),
    };
  };
  const rows: DomainFigures[] = [];
  const small: DomainSums[] = [];
  for (const d of sums) {
    if (d.domain === null) rows.push(rowOf({ kind: 'none' }, [d]));
    else if (namesHidden && d.people < SMALLEST_SHOWN_DOMAIN) small.push(d);
    else rows.push(rowOf({ kind: 'domain', domain: d.domain }, [d]));
  }
  if (small.length > 0) rows.push(rowOf({ kind: 'small', domains: small.length }, small));
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
