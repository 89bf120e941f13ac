/**
 * Turns a normalised Booking into one CSV record, in BOOKING_COLUMNS order. Hot path for exports of a
 * million rows: zone offsets come from shared/time/zone.ts's cache, never from dayjs per row.
 */
import type { Booking } from '../model';
import type { BayIndex, ScopeRow } from '../scope/bay-index';
import { formatYear, pad2 } from '../time/civil';
import { formatLocalDateTime, wallTimeAtOffset } from '../time/zone';
import { neutraliseFormula } from './neutralise';

/** How rows are built. */
export interface RowOptions {
  /** IANA zone for start_local and end_local, also written in the timezone column. */
  readonly zone: string;
  /** Prefix formula-like free-text cells with a single quote (on by default). */
  readonly neutraliseFormulas?: boolean;
  /** Written in the location column when a booking carries no location name. */
  readonly fallbackLocationName?: string | null;
  /**
   * The location's rows (shared/scope/bay-index.ts): where the bays list holds the booking's bay, bay
   * and bay_tag are its name and tag, as on screen; otherwise each booking's own, as it came.
   */
  readonly rows?: BayIndex<ScopeRow>;
  /** false: user_name and user_email are left empty, every other column kept (default true). */
  readonly personalData?: boolean;
}

/** One CSV record: a string per column of BOOKING_COLUMNS. */
export type CsvRow = readonly string[];

/** UTC as ISO 8601 with Z, to the second (milliseconds only when there are some). */
export function formatUtc(epochMs: number): string {
  const w = wallTimeAtOffset(epochMs, 0);
  const base = `${formatYear(w.year)}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
  return w.millisecond === 0 ? `${base}Z` : `${base}.${String(w.millisecond).padStart(3, '0')}Z`;
}

/** Minutes between two instants: a whole number when it is one, else rounded to 2 decimals. */
export function formatDurationMinutes(startMs: number, endMs: number): string {
  const minutes = (endMs - startMs) / 60_000;
  return Number.isInteger(minutes) ? String(minutes) : String(Math.round(minutes * 100) / 100);
}

/** Returns a function that builds the CSV record of a booking. */
export function createRowBuilder(options: RowOptions): (booking: Booking) => CsvRow {
  const zone = options.zone;
  const text: (value: string | null | undefined) => string =
    options.neutraliseFormulas === false
      ? (value) => value ?? ''
      : (value) => (value ? neutraliseFormula(value) : '');
  const fallbackLocation = options.fallbackLocationName ?? null;
  const { rows } = options;
  const withPeople = options.personalData !== false;
  return (b) => {
    const bay = rows?.listedRowOf(b) ?? b.bay;
    const user = withPeople ? b.user : null;
    return [
      text(b.id),
      text(b.location?.name ?? fallbackLocation),
      text(bay?.name),
      text(bay?.tag),
      text(user?.name),
      text(user?.email),
      formatLocalDateTime(zone, b.startMs),
      formatLocalDateTime(zone, b.endMs),
      zone,
      formatUtc(b.startMs),
      formatUtc(b.endMs),
      formatDurationMinutes(b.startMs, b.endMs),
    ];
  };
}
