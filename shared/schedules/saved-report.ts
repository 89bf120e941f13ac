/** A named report the app and the command line share: what to build, for whom, in which language. */
import type { Timing } from './due-times';

/** The reports a schedule can send, in help order. */
export const REPORT_KINDS = [
  'all-locations',
  'location',
  'bookings',
  'people',
  'forecast',
] as const;

/** Which report a saved report builds. */
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A saved report: everything needed to build its file again at any due time. */
export interface SavedReport {
  readonly name: string;
  /** The saved account's label or id, as `--account` takes it. */
  readonly account: string;
  readonly kind: ReportKind;
  /** A location's name or id; null for every location (all-locations, or `all`). */
  readonly location: string | null;
  /** A period preset (shared/time/period.ts), counted from the due time's date. */
  readonly period: string;
  readonly compare: 'previous' | 'year' | null;
  readonly filters: { readonly tags: readonly string[] | null; readonly search: string | null };
  readonly format: 'xlsx' | 'csv';
  readonly language: 'en' | 'de' | 'fr';
}

/** A saved report sent on a rhythm to recipients. */
export interface Schedule extends Timing {
  readonly id: string;
  readonly name: string;
  readonly reportName: string;
  readonly recipients: readonly string[];
  readonly createdAt: string;
  /** A paused schedule is passed over by run-due until it is resumed; its log is kept. */
  readonly paused: boolean;
}

/** The report kind a word names, or null. */
export function reportKindOf(text: string): ReportKind | null {
  return REPORT_KINDS.find((k) => k === text) ?? null;
}
