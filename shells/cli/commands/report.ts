/** `bookings-viewer report`: one Excel workbook to forward, the figures and (optionally) the bookings. */
import { extname } from 'node:path';
import {
  connectionOptions,
  zonedDaysOf,
  noPositionals,
  parseCommand,
  rangeOptions,
  usage,
} from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { comparisonOf } from '../compare-option';
import { checkExportOptions, type ExportOptions, typedOptions } from '../export-args';
import { filterOptions, FILTER_HELP, hoursOf, outputFile } from '../file-options';
import { type CliIo, noteCellChanges, noteDroppedBookings } from '../io';
import { LANG_DEFAULT_HELP, languageOf, languageOption } from '../language-option';
import { meansAllLocations, requireLocation } from '../location-choice';
import { bookingsReadLine, reportEndLine } from '../progress-line';
import { RANGE_HELP } from '../range-help';
import { runExportAt } from '../run-export';
import { withSession } from '../with-session';

const HELP = `Usage: bookings-viewer report (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --out FILE.xlsx [--compare WITH] [--with-bookings] [options]

Writes one Excel workbook to read and print about the location over those local days (at most 366):
Summary (what it covers, when it was made, the headline figures and their definitions, the target),
By bay, By tag, By day, and By weekday and hour (a 7 × 24 grid of utilisation with a colour scale);
with --with-bookings, the bookings too. With --location all: Summary (the company's totals), By
location (a row per location, its target and status, and a totals row), Trend (each site's
utilisation over the 12 months ending with the period's last month) and People (how often people
came; the double bookings, by name, unless --no-personal-data). Headers are in words and time in
hours; every sheet prints landscape, one page wide, its header and first column on every page.
With --lang de or fr (or a German or French system), the sheets, headers and labels are in German
or French. docs/file-formats.md lists every sheet and column. The file appears only when complete.

${CONNECTION_HELP}
${RANGE_HELP}
Report:
  --out FILE.xlsx         the workbook to write (required)
  --compare WITH          previous (the days of the same length before; with a calendar --period
                          such as last-month, the previous week, month or year), year (the same
                          weekdays 364 days earlier) or FROM..TO: the Summary's figures before and
                          their change, and By location's change columns
  --with-bookings         add the bookings, as the export writes them (a next sheet past Excel's
                          1,048,576 rows)
  --hours HH:MM-HH:MM     count only this time of day on each day (default: all day)
  --no-personal-data      leave user_name and user_email empty in the bookings, and with
                          --location all name no one: the double bookings are only counted
  --lang en|de|fr         the workbook's language, English, German or French: sheet names,
                          headers, labels and words; the bookings keep the export's columns
${LANG_DEFAULT_HELP}
${FILTER_HELP}
  -h, --help              show this help`;

/** Writes the workbook to --out. */
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
      compare: { type: 'string' },
      'personal-data': { type: 'boolean', default: true },
      hours: { type: 'string' },
      ...filterOptions,
      ...languageOption,
    });
    noPositionals('report', positionals);
    const days = zonedDaysOf(values, io.nowMs);
    const allLocations = meansAllLocations(values.location);
    const request: ExportOptions = {
      ...days,
      // Each site on its own clock unless --tz names one zone for all.
      siteTime: values.tz === undefined,
      filter: {
        tags: values.tag ?? null,
        search: values.search ?? null,
        timeOfDay: hoursOf(values.hours),
      },
      personalData: values['personal-data'],
      format: 'xlsx',
      report: {
        kind: 'workbook',
        withBookings: values['with-bookings'],
        compare: comparisonOf(values.compare, values.period),
        language: languageOf(values.lang, io.env),
      },
      allLocations,
    };
    checkExportOptions(request, typedOptions(args));
    if (values.out !== undefined && extname(values.out).toLowerCase() !== '.xlsx')
      throw usage(`--out ${values.out}: a report is an Excel workbook; name the file .xlsx.`);
    requireLocation(values.location);
    const targetPath = await outputFile(values.out, io);
    return withSession(
      values,
      io,
      'report',
      async (session) => {
        const end = await runExportAt(session, request, values.location, io, bookingsReadLine);
        if (io.stderr.isTerminal) await io.stderr.line(reportEndLine(end, targetPath));
        await noteDroppedBookings(io, end.dropped);
        await noteCellChanges(io, end);
        return 0;
      },
      () => targetPath,
    );
  },
};
