// Types for scripts/electronegativity-judge.mjs (plain JavaScript, run by node directly).

/** One electronegativity finding, as the scan reports it. */
export interface Finding {
  readonly check: string;
  readonly severity: string;
  /** Relative to electron/, with forward slashes. */
  readonly file: string;
  readonly location: string;
  readonly description: string;
}

/** A justified exception: this check in this file, and why it is safe. */
export interface AllowedFinding {
  readonly check: string;
  readonly file: string;
  readonly why: string;
}

/** Each finding with its mark, and how many block (uncovered HIGH or MEDIUM, or a stale entry). */
export declare function judgeFindings(
  findings: readonly Finding[],
  allowed: readonly AllowedFinding[],
): { lines: string[]; failures: number };
