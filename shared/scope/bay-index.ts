/**
 * A location's rows: its bays from the bays list by id, and rows made on demand for bookings whose bay
 * the list does not hold (by the booking's bay id, else its bay name, else one row for bookings
 * without a bay), named and tagged as the first such booking has it. Each row carries its verdict
 * under the filter, worked out once when the row is made.
 */
import type { Bay, Booking } from '../model';
import type { FilterRules, RowVerdict } from './filter-rules';

/** A bay as its row shows it. */
export interface RowBay {
  /** `id:…`, `name:…` or `none`: unique among the location's rows. */
  readonly key: string;
  readonly id: string | null;
  readonly name: string | null;
  readonly tag: string | null;
}

/** A row of the index: its bay, its number, and how it stands under the filter. */
export interface ScopeRow extends RowBay, RowVerdict {
  /** Its place in `rows`, from 0: for arrays kept beside the rows. */
  readonly index: number;
}

/** What an index is built from. */
export interface BayIndexInput {
  /** The account's bays list; those at the location are its first rows, in list order. */
  readonly bays: readonly Bay[];
  readonly locationId: string;
  readonly rules: FilterRules;
}

/** The key of the row a booking's own bay makes: by its id, else its name, else 'none'. */
export function rowKeyOf(b: Booking): string {
  if (b.bay?.id) return `id:${b.bay.id}`;
  if (b.bay?.name) return `name:${b.bay.name}`;
  return 'none';
}

/**
 * The rows of one location under one filter. `makeRow` lets a caller keep its own figures on the row
 * object (the Insights aggregation does); it is called once per row.
 */
export class BayIndex<R extends ScopeRow> {
  private readonly byId = new Map<string, R>();
  private readonly byKey = new Map<string, R>();
  private readonly list: R[] = [];
  /** The filter the rows' verdicts come from. */
  readonly rules: FilterRules;
  private readonly makeRow: (row: ScopeRow) => R;
  /** Rows from the bays list (the location's bays before any booking is read). */
  readonly listedCount: number;

  constructor(input: BayIndexInput, makeRow: (row: ScopeRow) => R) {
    this.rules = input.rules;
    this.makeRow = makeRow;
    for (const bay of input.bays) {
      if (bay.location?.id !== input.locationId) continue;
      const key = `id:${bay.id}`;
      // A bay listed twice is one row, as the later entry has it.
      const earlier = this.byKey.get(key);
      this.add(key, bay.id, bay.name, bay.tag, earlier?.index);
    }
    this.listedCount = this.list.length;
  }

  /** Every row so far: the listed ones first, then those bookings made, in the order first seen. */
  get rows(): readonly R[] {
    return this.list;
  }

  /** The row the bays list gives a booking's bay; undefined when the list holds no such bay here. */
  listedRowOf(b: Booking): R | undefined {
    const id = b.bay?.id;
    if (!id) return undefined;
    const row = this.byId.get(id);
    return row !== undefined && row.index < this.listedCount ? row : undefined;
  }

  /** The row a booking belongs to, made on first need. */
  rowOf(b: Booking): R {
    const id = b.bay?.id;
    if (id) {
      const row = this.byId.get(id);
      if (row !== undefined) return row;
    }
    return this.unlistedRowOf(b);
  }

  private unlistedRowOf(b: Booking): R {
    const key = rowKeyOf(b);
    const row = this.byKey.get(key);
    if (row !== undefined) return row;
    const ref = b.bay;
    return this.add(key, ref?.id ?? null, ref?.name ?? null, ref?.tag ?? null, undefined);
  }

  private add(
    key: string,
    id: string | null,
    name: string | null,
    tag: string | null,
    at: number | undefined,
  ): R {
    const index = at ?? this.list.length;
    const { passesTag, nameHit } = this.rules.verdict(name, tag);
    const row = this.makeRow({ index, key, id, name, tag, passesTag, nameHit });
    this.list[index] = row;
    this.byKey.set(key, row);
    if (id) this.byId.set(id, row);
    return row;
  }
}

/** The rows of a location, as the index makes them (no figures of a caller's own). */
export function indexRows(input: BayIndexInput): BayIndex<ScopeRow> {
  return new BayIndex<ScopeRow>(input, (row) => row);
}
