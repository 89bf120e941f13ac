/**
 * Days as the whole app names them: inclusive local days, YYYY-MM-DD, from and to (the contract's
 * scope spells them so), with the zone they are local to where it travels with them. One shape for
 * the views, exports, Insights and the command line, so no code converts one into another.
 */

/** Inclusive local days, YYYY-MM-DD: `from` is the first, `to` the last. */
export interface LocalDays {
  readonly from: string;
  readonly to: string;
}

/** Inclusive local days and the IANA zone they are local to. */
export interface ZonedDays extends LocalDays {
  readonly zone: string;
}
