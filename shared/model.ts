/**
 * The normalised model the whole app uses, whatever shape the API sent.
 * Free-text fields are null when the API sent null, nothing, or not a string.
 */

/** A site that contains bays. */
export interface Location {
  readonly id: string;
  readonly name: string | null;
}

/** A bay as it appears inside a booking. */
export interface BayRef {
  readonly id: string | null;
  readonly name: string | null;
  readonly tag: string | null;
}

/** A bay from the bays list, with the location it belongs to. */
export interface Bay {
  readonly id: string;
  readonly name: string | null;
  readonly tag: string | null;
  readonly location: Location | null;
}

/** The person holding a booking; only the time_min/time_max response shape carries one. */
export interface User {
  readonly id: string | null;
  readonly name: string | null;
  readonly email: string | null;
  /**
   * The e-mail's domain where the e-mail itself is hidden (a pseudonym): by domain, people are
   * still counted as a team or a company. Absent when the e-mail is there.
   */
  readonly domain?: string | null;
}

/** One booking of one bay, with instants as epoch milliseconds. */
export interface Booking {
  readonly id: string;
  /** Inclusive start, epoch ms. */
  readonly startMs: number;
  /** Exclusive end, epoch ms. */
  readonly endMs: number;
  readonly user: User | null;
  readonly location: Location | null;
  readonly bay: BayRef | null;
}

/** A list read from the API, with the count of records that had to be dropped (no usable id, start or end). */
export interface Parsed<T> {
  readonly items: readonly T[];
  readonly dropped: number;
}
