/** `bookings-viewer export`: a location's (or every location's) bookings to a CSV file or workbook. */
import { formatBytes } from '#shared/view/format';
import { connectionOptions, zonedDaysOf, noPositionals, parseCommand, rangeOptions } from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { checkExportOptions, type ExportOptions, typedOptions } from '../export-args';
import {
  delimiterOf,
  FILE_OUTPUT_HELP,
  fileOptions,
  FILTER_HELP,
  outputFile,
} from '../file-options';
import { type CliIo, note, noteCellChanges, noteDroppedBookings } from '../io';
import { meansAllLocations, requireLocation } from '../location-choice';
import { outputFormatOf, refuseCsvOnlyOptions } from '../output-format';
import { progressLine } from '../progress-line';
import { RANGE_HELP } from '../range-help';
import { runExportAt } from '../run-export';
import { withSession } from '../with-session';

const HELP = `Usage: bookings-viewer export (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --out FILE.csv|FILE.xlsx [options]

Writes the bookings overlapping those local days to a CSV file (RFC 4180, UTF-8, CRLF) or an Excel
workbook, each once, in start order. --location all writes every location's bookings, one location
after another, into one CSV file; its location column tells them apart. Without --tz, each site
of a saved account is read on its own clock (its local days, and its zone in start_local, end_local
and timezone); --tz names one zone for every row. The file appears only when complete: an existing FILE is
replaced only on success. A workbook goes on in a next sheet past Excel's 1,048,576 rows.
Progress is shown on stderr when it is a terminal.

${CONNECTION_HELP}
${RANGE_HELP}
${FILE_OUTPUT_HELP}
  --no-personal-data      leave user_name and user_email empty (every other column kept): for
                          reports that only count use. The file otherwise names people: keep it
                          where only its readers can open it.
${FILTER_HELP}
  -h, --help              show this help`;

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
      ...fileOptions,
      'personal-data': { type: 'boolean', default: true },
    });
    noPositionals('export', positionals);
    const days = zonedDaysOf(values, io.nowMs);
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    const allLocations = meansAllLocations(values.location);
    requireLocation(values.location);
    const request: ExportOptions = {
      ...days,
      // Each site on its own clock unless --tz names one zone for all.
      siteTime: values.tz === undefined,
      filter: { tags: values.tag ?? null, search: values.search ?? null, timeOfDay: null },
      delimiter: delimiterOf(values.delimiter, io.env),
      bom: values.bom,
      neutraliseFormulas: values.neutralise,
      personalData: values['personal-data'],
      format,
      allLocations,
    };
    checkExportOptions(request, typedOptions(args));
    const targetPath = await outputFile(values.out, io);
    return withSession(
      values,
      io,
      'export',
      async (session) => {
        const end = await runExportAt(session, request, values.location, io, progressLine);
        if (io.stderr.isTerminal)
          // The export's last report (100%) stays on the progress line above.
          await io.stderr.line(
            `Wrote ${end.rows.toLocaleString('en-US')} rows (${formatBytes(end.bytes)}) to ${targetPath}`,
          );
        if (end.exceedsExcelLimit && format === 'csv')
          await note(
            io,
            `Warning: ${end.rows} rows is more than an Excel sheet shows (1,048,575 plus the header).`,
          );
        await noteDroppedBookings(io, end.dropped);
        await noteCellChanges(io, end);
        return 0;
      },
      () => targetPath,
    );
  },
};
