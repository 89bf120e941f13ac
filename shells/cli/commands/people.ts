/** `bookings-viewer people`: who booked, at one site or every site, ranked by booked hours. */
import {
  connectionOptions,
  zonedDaysOf,
  noPositionals,
  parseCommand,
  rangeOptions,
  usage,
} from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { checkExportOptions, type ExportOptions, typedOptions } from '../export-args';
import { delimiterOf, FILE_OUTPUT_HELP, fileOptions, outputFile } from '../file-options';
import type { CliIo } from '../io';
import { LANG_DEFAULT_HELP, languageOf, languageOption } from '../language-option';
import { meansAllLocations, requireLocation } from '../location-choice';
import { outputFormatOf, refuseCsvOnlyOptions } from '../output-format';
import { RANGE_HELP } from '../range-help';
import { writeReportFile } from '../write-report';

const HELP = `Usage: bookings-viewer people (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] [--search TEXT] [--domain DOMAIN] --out FILE.csv|FILE.xlsx [options]

Writes who booked over those local days (at most 366), a row per person, the heaviest users by
booked hours first (ties by name): name, email, bookings, days (days a booking started, each on
its site's calendar), sites, booked_hours, median_booking_minutes, outside_hours_share (of the
booked time, the share outside each site's opening hours) and double_bookings (times a booking
started while the same person held another bay). A booking without a user is no person. With
--location all, each person is counted over every site. When the account hides names, people are
pseudonyms and a search by name is refused.

${CONNECTION_HELP}
${RANGE_HELP}
People:
  --search TEXT           only people whose name or e-mail has these words, in any order,
                          forgiving case, accents and apostrophes ("oneill" finds O'Neill,
                          "mueller" finds Müller)
  --domain DOMAIN         only people whose e-mail is at DOMAIN, e.g. example.com
${FILE_OUTPUT_HELP}
  --lang en|de|fr         with FILE.xlsx: the workbook's language (its sheet's name and columns)
${LANG_DEFAULT_HELP}
  -h, --help              show this help`;

/** Writes the people to --out. */
export const peopleCommand: Command = {
  name: 'people',
  summary: 'Write who booked, ranked by booked hours, at one site or every site, to a CSV file',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('people', args, {
      ...connectionOptions,
      ...rangeOptions,
      domain: { type: 'string' },
      ...fileOptions,
      ...languageOption,
    });
    noPositionals('people', positionals);
    if (values.tag !== undefined)
      throw usage('people counts every bay: --tag is for the bookings and summaries.');
    const days = zonedDaysOf(values, io.nowMs);
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    const request: ExportOptions = {
      ...days,
      // Each site on its own clock unless --tz names one zone for all.
      siteTime: values.tz === undefined,
      filter: { tags: null, search: values.search ?? null, timeOfDay: null },
      delimiter: delimiterOf(values.delimiter, io.env),
      bom: values.bom,
      neutraliseFormulas: values.neutralise,
      format,
      ...(meansAllLocations(values.location) ? { allLocations: true } : {}),
      report: {
        kind: 'people',
        by: 'person',
        domain: values.domain ?? null,
        ...(format === 'xlsx' ? { language: languageOf(values.lang, io.env) } : {}),
      },
    };
    checkExportOptions(request, typedOptions(args));
    requireLocation(values.location);
    const targetPath = await outputFile(values.out, io);
    return writeReportFile(values, io, 'people', request, targetPath, 'people');
  },
};
