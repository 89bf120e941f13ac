/**
 * A booking as a row of typed cells, in BOOKING_COLUMNS order: the same values as the CSV's record, with
 * times as date-time cells (local wall time, and UTC) and the duration as a number.
 */
import type { Booking } from '../model';
import type { BayIndex, ScopeRow } from '../scope/bay-index';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';

/** How a booking's cells are made: the CSV's options, less those only text files need. */
export interface BookingCellOptions {
  readonly zone: string;
  readonly fallbackLocationName?: string | null;
  readonly rows?: BayIndex<ScopeRow>;
  /** false: user_name and user_email are left empty (default true). */
  readonly personalData?: boolean;
}

const MINUTE_MS = 60_000;

const text = (value: string | null | undefined): XlsxCell =>
  value ? { kind: 'text', value } : null;
/** A text that repeats down the column, as a location or a bay does. */
const label = (value: string | null | undefined): XlsxCell =>
  value ? { kind: 'text', value, repeats: true } : null;

/** Returns a function that makes a booking's cells. */
export function createBookingCells(options: BookingCellOptions): (b: Booking) => XlsxCell[] {
  const { zone, rows } = options;
  const fallbackLocation = options.fallbackLocationName ?? null;
  const withPeople = options.personalData !== false;
  const zoneCell = label(zone);
  const local = (ms: number): XlsxCell => ({
    kind: 'date-time',
    wallMs: ms + offsetMinutesAt(zone, ms) * MINUTE_MS,
  });
  return (b) => {
    const bay = rows?.listedRowOf(b) ?? b.bay;
    const user = withPeople ? b.user : null;
    const minutes = (b.endMs - b.startMs) / MINUTE_MS;
    return [
      text(b.id),
      label(b.location?.name ?? fallbackLocation),
      label(bay?.name),
      label(bay?.tag),
      text(user?.name),
      text(user?.email),
      local(b.startMs),
      local(b.endMs),
      zoneCell,
      { kind: 'date-time', wallMs: b.startMs },
      { kind: 'date-time', wallMs: b.endMs },
      Number.isInteger(minutes)
        ? { kind: 'integer', value: minutes }
        : { kind: 'decimal', value: Math.round(minutes * 100) / 100 },
    ];
  };
}
