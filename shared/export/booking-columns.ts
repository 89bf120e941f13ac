/**
 * The bookings export's columns, the CSV file's and the workbook's alike: a stable, documented order
 * (docs/file-formats.md). Renaming or reordering a column breaks people's spreadsheets and scripts,
 * so add new columns at the end only.
 */

/** One column of the bookings export, with what it holds. */
export interface BookingColumn {
  readonly name: string;
  readonly description: string;
}

/** Every column of the export, in file order. */
export const BOOKING_COLUMNS = [
  { name: 'booking_id', description: 'The booking’s id, as the API sent it.' },
  {
    name: 'location',
    description: 'Name of the booking’s location (the exported location when the API left it out).',
  },
  {
    name: 'bay',
    description:
      'Name of the booked bay, from the bays list as on screen (the booking’s own bay name when the list does not know the bay).',
  },
  {
    name: 'bay_tag',
    description: 'The bay’s tag, from the same source as bay; empty for a bay without one.',
  },
  { name: 'user_name', description: 'Name of the person holding the booking.' },
  { name: 'user_email', description: 'E-mail address of the person holding the booking.' },
  {
    name: 'start_local',
    description: 'Start as `YYYY-MM-DD HH:mm:ss`, wall-clock time in the export’s time zone.',
  },
  {
    name: 'end_local',
    description:
      'End (exclusive) as `YYYY-MM-DD HH:mm:ss`, wall-clock time in the export’s time zone.',
  },
  {
    name: 'timezone',
    description: 'The IANA time zone of start_local and end_local, e.g. Europe/London.',
  },
  { name: 'start_utc', description: 'Start in UTC, ISO 8601 with Z, e.g. 2026-03-29T00:30:00Z.' },
  { name: 'end_utc', description: 'End (exclusive) in UTC, ISO 8601 with Z.' },
  {
    name: 'duration_minutes',
    description: 'Length in minutes (end minus start in real time, so right across DST changes).',
  },
] as const satisfies readonly BookingColumn[];

/** The header row of a bookings file or sheet. */
export const BOOKING_HEADER: readonly string[] = BOOKING_COLUMNS.map((c) => c.name);

/** Excel shows at most 1,048,576 rows a sheet; one is the header. */
export const EXCEL_MAX_DATA_ROWS = 1_048_575;

/** True when a file with this many data rows will not fit in one Excel sheet. */
export function exceedsExcelLimit(dataRows: number): boolean {
  return dataRows > EXCEL_MAX_DATA_ROWS;
}
