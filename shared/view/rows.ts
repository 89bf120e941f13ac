/**
 * The timeline's rows: the location's rows (shared/scope/bay-index.ts) under the tag filter and
 * search, in the rows' order, grouped by tag, each with its bookings in the window.
 */
import type { Bay, Booking } from '../model';
import { BayIndex, type RowBay, type ScopeRow } from '../scope/bay-index';
import type { RowFilter } from '../scope/booking-filter';
import { FilterRules } from '../scope/filter-rules';
import { compareRows, compareTags } from '../scope/row-order';
import { indexRowBookings, type RowBookings } from './lanes';
import { overlapsSegments, type Span } from './shown-spans';

/** A bay row. */
export interface BayRow {
  readonly kind: 'bay';
  readonly key: string;
  readonly bay: RowBay;
  readonly row: RowBookings;
}

/** A tag heading above its bays. */
export interface GroupRow {
  readonly kind: 'group';
  readonly key: string;
  readonly tag: string | null;
  readonly bayCount: number;
}

/** One line of the timeline, in display order. */
export type TimelineEntry = BayRow | GroupRow;

/** Everything the timeline, the table and the totals need. */
export interface TimelineModel {
  readonly entries: readonly TimelineEntry[];
  readonly bayRows: readonly BayRow[];
  /** Every tag among the location's bays ('' for none), sorted: the tag filter's choices. */
  readonly tags: readonly string[];
  /** Bays of the location before filtering. */
  readonly totalBays: number;
}

const asIs = (row: ScopeRow): ScopeRow => row;

/** Builds the rows of one location for a window. */
export function buildTimeline(input: {
  readonly bays: readonly Bay[];
  readonly bookings: readonly Booking[];
  readonly locationId: string;
  readonly filter: RowFilter;
  readonly segments: readonly Span[];
}): TimelineModel {
  const { segments } = input;
  const rules = new FilterRules(input.filter);
  const index = new BayIndex({ bays: input.bays, locationId: input.locationId, rules }, asIs);
  // Each row's bookings in the window, by the row's number.
  const inWindow: Booking[][] = [];
  for (const b of input.bookings) {
    const row = index.rowOf(b);
    if (overlapsSegments(segments, b.startMs, b.endMs)) (inWindow[row.index] ??= []).push(b);
  }

  const tagSet = new Set<string>();
  const shown: BayRow[] = [];
  for (const row of index.rows) {
    tagSet.add(row.tag ?? '');
    if (!row.passesTag) continue;
    const all = inWindow[row.index] ?? [];
    const kept = row.nameHit ? all : all.filter((b) => rules.keeps(row, b));
    if (!rules.shows(row, kept.length)) continue;
    const bay: RowBay = { key: row.key, id: row.id, name: row.name, tag: row.tag };
    shown.push({ kind: 'bay', key: row.key, bay, row: indexRowBookings(kept) });
  }
  shown.sort((a, b) => compareRows(a.bay, b.bay));

  const entries: TimelineEntry[] = [];
  for (let start = 0; start < shown.length;) {
    const tag = (shown[start] as BayRow).bay.tag || null;
    let end = start + 1;
    while (end < shown.length && ((shown[end] as BayRow).bay.tag || null) === tag) end++;
    entries.push({ kind: 'group', key: `group:${tag ?? ''}`, tag, bayCount: end - start });
    for (let i = start; i < end; i++) entries.push(shown[i] as BayRow);
    start = end;
  }
  const tags = [...tagSet].sort(compareTags);
  return { entries, bayRows: shown, tags, totalBays: index.listedCount };
}
