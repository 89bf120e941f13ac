/** `bookings-viewer report`: one Excel workbook to forward, the figures and (optionally) the bookings. */
import { extname } from 'node:path';
import { periodProblem } from '#shared/scope/period-check';
import {
  writePortfolioWorkbook,
  writeReportWorkbook,
} from '../../backend/insights/report-workbook';
import {
  connectionOptions,
  dayRange,
  noPositionals,
  parseCommand,
  rangeOptions,
  usage,
} from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { allLocationsOf, connect, meansAllLocations, resolveLocation } from '../connection';
import { type CliIo, noteDroppedBookings } from '../io';
import { RANGE_HELP } from './bookings';
import { csvRequest, FILTER_HELP, outputFile } from './export';
import { hoursOf } from './insights';

const HELP = `Usage: bookings-viewer report (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --out FILE.xlsx [--with-bookings] [options]

Writes one Excel workbook about the location over those local days (at most 366): Summary (what it
covers, when it was made, the headline figures and their definitions), By bay, By tag, By day, and By
weekday and hour (a 7 × 24 grid of utilisation with a colour scale); with --with-bookings, the
bookings too. With --location all: Summary (the company's totals) and By location, a row per
location. The README lists every sheet and column. The file appears only when complete.

${CONNECTION_HELP}
${RANGE_HELP}
Report:
  --out FILE.xlsx         the workbook to write (required)
  --with-bookings         add the bookings, as the export writes them (a next sheet past Excel's
                          1,048,576 rows)
  --hours HH:MM-HH:MM     count only this time of day on each day (default: all day)
  --no-personal-data      leave user_name and user_email empty in the bookings
${FILTER_HELP}
  -h, --help              show this help`;

/** Writes the workbook to --out. */
/** Progress on stderr as bookings are read, one line rewritten in place. */
const showProgress =
  (io: CliIo) =>
  (p: { readonly rows: number; readonly percent: number }): void =>
    io.stderr.progress(
      `${p.rows.toLocaleString('en-US')} bookings read  ${Math.floor(p.percent)}%`,
    );

/** The end of a report: where it went (on a terminal), and any bookings that had to be dropped. */
async function reportWritten(
  io: CliIo,
  targetPath: string,
  dropped: number | undefined,
): Promise<number> {
  if (io.stderr.isTerminal) await io.stderr.line(`Wrote the report to ${targetPath}`);
  await noteDroppedBookings(io, dropped);
  return 0;
}

export const reportCommand: Command = {
  name: 'report',
  summary: 'Write a location’s figures (and bookings) to one Excel workbook',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('report', args, {
      ...connectionOptions,
      ...rangeOptions,
      out: { type: 'string', short: 'o' },
      'with-bookings': { type: 'boolean', default: false },
      'personal-data': { type: 'boolean', default: true },
      hours: { type: 'string' },
      tag: { type: 'string', multiple: true },
      search: { type: 'string' },
    });
    noPositionals('report', positionals);
    const range = dayRange(values);
    const tooLong = periodProblem(range, { insights: true });
    if (tooLong) throw usage(`--to: ${tooLong}`);
    const timeOfDay = hoursOf(values.hours);
    if (values.out !== undefined && extname(values.out).toLowerCase() !== '.xlsx')
      throw usage(`--out ${values.out}: a report is an Excel workbook; name the file .xlsx.`);
    const targetPath = await outputFile(values.out, io);
    const allLocations = meansAllLocations(values.location);
    if (allLocations && values['with-bookings'])
      throw usage(
        '--with-bookings is for one location: leave it out with --location all, or name a location.',
      );
    const connection = await connect(values, io, 'report');
    try {
      if (allLocations) {
        const { first, locations } = await allLocationsOf(connection, io.signal);
        const outcome = await writePortfolioWorkbook({
          client: connection.client,
          request: csvRequest(
            { ...values, bom: true, neutralise: true },
            range,
            first.id,
            timeOfDay,
            'xlsx',
          ),
          locations,
          targetPath,
          signal: io.signal,
          onProgress: showProgress(io),
        });
        return await reportWritten(io, targetPath, outcome.dropped);
      }
      const location = await resolveLocation(connection, values.location, io.signal);
      const request = csvRequest(
        { ...values, bom: true, neutralise: true },
        range,
        location.id,
        timeOfDay,
        'xlsx',
      );
      const outcome = await writeReportWorkbook({
        client: connection.client,
        request,
        locationName: location.name ?? location.id,
        withBookings: values['with-bookings'],
        targetPath,
        signal: io.signal,
        onProgress: showProgress(io),
      });
      return await reportWritten(io, targetPath, outcome.dropped);
    } finally {
      await connection.close();
    }
  },
};
