/** `bookings-viewer export`: a location's bookings to a CSV file, for scheduled reports. */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ExportFormat, ExportRequest } from '#shared/contract';
import { exportBookings } from '../../backend/export/export-bookings';
import {
  connectionOptions,
  dayRange,
  type DayRange,
  noPositionals,
  parseCommand,
  rangeOptions,
  usage,
} from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { allLocationsOf, connect, meansAllLocations, resolveLocation } from '../connection';
import { type CliIo, note, noteDroppedBookings } from '../io';
import { formatBytes } from '#shared/view/format';
import { outputFormatOf, refuseCsvOnlyOptions } from '../output-format';
import { progressLine } from '../progress-line';
import { RANGE_HELP } from './bookings';

/** The output options every file-writing command takes. */
export const CSV_OUTPUT_HELP = `Output:
  --out FILE              the file to write (required): FILE.csv, or FILE.xlsx for an Excel workbook
  --format csv|xlsx       the file's format (default: from the --out extension, else csv). A
                          workbook has typed cells (date-times, numbers, percentages) and keeps
                          every text as text, never as a formula
  --delimiter , or ;      CSV only: field separator (default ","; ";" for locales whose Excel expects it)
  --no-bom                CSV only: no UTF-8 byte-order mark (Excel needs it to read UTF-8)
  --no-neutralise         CSV only: write text cells starting with = + - @, tab, CR or LF as they
                          are (by default they get a leading ' so spreadsheets do not run them)`;

/** The filter options of the export and the summary report. */
export const FILTER_HELP = `Filter (optional):
  --tag TAG               only bays with this tag; repeat for several; --tag "" for untagged bays
  --search TEXT           only bookings whose bay name, user name or e-mail contains TEXT`;

const HELP = `Usage: bookings-viewer export (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --out FILE.csv|FILE.xlsx [options]

Writes the bookings overlapping those local days to a CSV file (RFC 4180, UTF-8, CRLF) or an Excel
workbook, each once, in start order. --location all writes every location's bookings, one location
after another, into one CSV file; its location column tells them apart. The file appears only when complete: an existing FILE is
replaced only on success. A workbook goes on in a next sheet past Excel's 1,048,576 rows.
Progress is shown on stderr when it is a terminal.

${CONNECTION_HELP}
${RANGE_HELP}
${CSV_OUTPUT_HELP}
  --no-personal-data      leave user_name and user_email empty (every other column kept): for
                          reports that only count use. The file otherwise names people: keep it
                          where only its readers can open it.
${FILTER_HELP}
  -h, --help              show this help`;

/** The options of a command that writes a CSV file of a location's bookings. */
export const csvFileOptions = {
  out: { type: 'string', short: 'o' },
  format: { type: 'string' },
  delimiter: { type: 'string' },
  bom: { type: 'boolean', default: true },
  neutralise: { type: 'boolean', default: true },
  tag: { type: 'string', multiple: true },
  search: { type: 'string' },
} as const;

/** The export request those options (already checked) and the range describe. */
export function csvRequest(
  values: {
    delimiter?: string;
    bom: boolean;
    neutralise: boolean;
    'personal-data'?: boolean;
    tag?: string[];
    search?: string;
  },
  range: DayRange,
  locationId: string,
  timeOfDay: ExportRequest['filter']['timeOfDay'],
  format: ExportFormat = 'csv',
): ExportRequest {
  return {
    accountId: 'cli',
    locationId,
    from: range.from,
    to: range.to,
    zone: range.zone,
    filter: { tags: values.tag ?? null, search: values.search ?? null, timeOfDay },
    delimiter: delimiterOf(values.delimiter),
    bom: values.bom,
    neutraliseFormulas: values.neutralise,
    personalData: values['personal-data'] ?? true,
    format,
  };
}

/** The --out file as an absolute path; refuses a missing --out or a folder. */
export async function outputFile(out: string | undefined, io: CliIo): Promise<string> {
  if (!out) throw usage('Give the file to write with --out FILE.csv (or FILE.xlsx).');
  const targetPath = resolve(io.cwd, out);
  const existing = await stat(targetPath).catch(() => null);
  if (existing?.isDirectory()) throw usage(`--out ${out} is a folder; give a file name.`);
  return targetPath;
}

/** The --delimiter value as a separator. */
export function delimiterOf(value: string | undefined): ',' | ';' {
  if (value === undefined || value === ',' || value === 'comma') return ',';
  if (value === ';' || value === 'semicolon') return ';';
  throw usage(`--delimiter must be "," or ";", not "${value}".`);
}

/** Exports to --out. */
export const exportCommand: Command = {
  name: 'export',
  summary:
    'Write a location’s (or every location’s) bookings over some days to a CSV file or Excel workbook',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('export', args, {
      ...connectionOptions,
      ...rangeOptions,
      ...csvFileOptions,
      'personal-data': { type: 'boolean', default: true },
    });
    noPositionals('export', positionals);
    const range = dayRange(values);
    delimiterOf(values.delimiter); // a bad --delimiter is refused before connecting
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    const targetPath = await outputFile(values.out, io);
    const allLocations = meansAllLocations(values.location);
    if (allLocations && format !== 'csv')
      throw usage('--location all writes one CSV file (its location column tells them apart).');
    const connection = await connect(values, io, 'export');
    try {
      const every = allLocations ? await allLocationsOf(connection, io.signal) : null;
      const locations = every?.locations;
      const location = every
        ? { id: every.first.id, name: 'All locations' }
        : await resolveLocation(connection, values.location, io.signal);
      const request = csvRequest(values, range, location.id, null, format);
      const outcome = await exportBookings({
        client: connection.client,
        request,
        locations,
        locationName: location.name,
        targetPath,
        signal: io.signal,
        onProgress: (p) => io.stderr.progress(progressLine(p)),
      });
      if (io.stderr.isTerminal)
        // The export's last report (100%) stays on the progress line above.
        await io.stderr.line(
          `Wrote ${outcome.rows.toLocaleString('en-US')} rows (${formatBytes(outcome.bytes)}) to ${targetPath}`,
        );
      if (outcome.exceedsExcelLimit && format === 'csv')
        await note(
          io,
          `Warning: ${outcome.rows} rows is more than an Excel sheet shows (1,048,575 plus the header).`,
        );
      await noteDroppedBookings(io, outcome.dropped);
      return 0;
    } finally {
      await connection.close();
    }
  },
};
