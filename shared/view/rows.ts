/**
 * The timeline's rows: the location's bays grouped by tag, each with its bookings in the window, after
 * the tag filter and search. Bookings of bays missing from the bays list still get a row of their own.
 */
import type { Bay, Booking } from '../model';
import {
  bookingMatches,
  normaliseSearch,
  tagPasses,
  textMatches,
  type BookingFilter,
} from './filter';
import { indexRowBookings, type RowBookings } from './lanes';
import { overlapsSegments, type Span } from './window';

/** A bay as the timeline shows it. */
export interface TimelineBay {
  readonly key: string;
  readonly id: string | null;
  readonly name: string | null;
  readonly tag: string | null;
}

/** A bay row. */
export interface BayRow {
  readonly kind: 'bay';
  readonly key: string;
  readonly bay: TimelineBay;
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

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares nullable texts with nulls last, numbers inside text in numeric order. */
export function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return collator.compare(a, b);
}

function refKey(b: Booking): string {
  if (b.bay?.id) return `id:${b.bay.id}`;
  if (b.bay?.name) return `name:${b.bay.name}`;
  return 'none';
}

/** Builds the rows of one location for a window. */
export function buildTimeline(input: {
  readonly bays: readonly Bay[];
  readonly bookings: readonly Booking[];
  readonly locationId: string;
  readonly filter: BookingFilter;
  readonly segments: readonly Span[];
}): TimelineModel {
  const { filter, segments } = input;
  const bays = new Map<string, TimelineBay>();
  // Bookings find their bay by its raw id (no string building per booking); refs without an id
  // fall back to the bay's name, or to a row for bookings without a bay.
  const byId = new Map<string, Booking[]>();
  const lists = new Map<string, Booking[]>();
  for (const bay of input.bays) {
    if (bay.location?.id !== input.locationId) continue;
    const key = `id:${bay.id}`;
    bays.set(key, { key, id: bay.id, name: bay.name, tag: bay.tag });
    const list: Booking[] = [];
    byId.set(bay.id, list);
    lists.set(key, list);
  }
  const totalBays = bays.size;
  for (const b of input.bookings) {
    const id = b.bay?.id;
    let list = id ? byId.get(id) : undefined;
    if (!list) {
      const key = refKey(b);
      list = lists.get(key);
      if (!list) {
        bays.set(key, { key, id: id ?? null, name: b.bay?.name ?? null, tag: b.bay?.tag ?? null });
        lists.set(key, (list = []));
        if (id) byId.set(id, list);
      }
    }
    if (overlapsSegments(segments, b.startMs, b.endMs)) list.push(b);
  }

  const needle = normaliseSearch(filter.search);
  const tagSet = new Set<string>();
  const groups = new Map<string, BayRow[]>();
  for (const bay of bays.values()) {
    tagSet.add(bay.tag ?? '');
    if (!tagPasses(filter.tags, bay.tag)) continue;
    const all = lists.get(bay.key) ?? [];
    const bayHit = textMatches(bay.name, needle);
    const kept = bayHit ? all : all.filter((b) => bookingMatches(b, needle, bay.name));
    if (!bayHit && kept.length === 0) continue;
    const tag = bay.tag ?? '';
    let rows = groups.get(tag);
    if (!rows) groups.set(tag, (rows = []));
    rows.push({ kind: 'bay', key: bay.key, bay, row: indexRowBookings(kept) });
  }

  const tagOrder = [...groups.keys()].sort((a, b) => compareText(a || null, b || null));
  const entries: TimelineEntry[] = [];
  const bayRows: BayRow[] = [];
  for (const tag of tagOrder) {
    const rows = (groups.get(tag) as BayRow[]).sort(
      (a, b) => compareText(a.bay.name, b.bay.name) || compareText(a.key, b.key),
    );
    entries.push({ kind: 'group', key: `group:${tag}`, tag: tag || null, bayCount: rows.length });
    for (const r of rows) {
      entries.push(r);
      bayRows.push(r);
    }
  }
  const tags = [...tagSet].sort((a, b) => compareText(a || null, b || null));
  return { entries, bayRows, tags, totalBays };
}
