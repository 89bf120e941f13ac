/** `bookings-viewer insights`: how a location's bays were used, as a summary CSV file or workbook. */
import { reportPerSite, summaryBySchema } from '#shared/contract';
import { isPeopleReport, type PeopleReport } from '#shared/insights/people-report';
import { isTrendUnit, type TrendUnit } from '#shared/insights/trend-types';
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
import {
  delimiterOf,
  FILE_OUTPUT_HELP,
  fileOptions,
  FILTER_HELP,
  hoursOf,
  outputFile,
} from '../file-options';
import type { CliIo } from '../io';
import { LANG_DEFAULT_HELP, languageOf, languageOption } from '../language-option';
import { meansAllLocations, requireLocation } from '../location-choice';
import { outputFormatOf, refuseCsvOnlyOptions } from '../output-format';
import { RANGE_HELP } from '../range-help';
import { writeReportFile } from '../write-report';

const HELP = `Usage: bookings-viewer insights (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --by bay|tag|day|weekday-hour|location|month|week|attendance|double-booking|domain --out FILE.csv|FILE.xlsx [options]

Writes how the location's bays were used over those local days (at most 366) as a summary (CSV, or
an Excel workbook whose utilisation cells are percentages), the
same figures as the app's Insights view; docs/file-formats.md defines every column. With --by month
or week, writes the trend instead: a row per month or week (per site and month with --location
all), each with its change against the one before and the one a year before. With --by attendance
or double-booking, writes how people came (people per band of days a week) or each time one person
held two bays at once, a row per site with --location all. Bookings are fetched as the export
fetches them. The file appears only when complete. Progress is shown on stderr when
it is a terminal.

${CONNECTION_HELP}
${RANGE_HELP}
Report:
  --by WHAT               bay, tag, day or weekday-hour (required); with --location all, location:
                          one row per location of the account, locations without bays included;
                          month or week (with one location or all): the trend over whole calendar
                          months (at most 24) or weeks, Monday to Sunday (at most 105), each
                          site's own in site time; attendance (one location or all, at least 7
                          days): people per band of days a week, each band regular or occasional;
                          double-booking (one location or all): each time one person held two
                          bays at once, named (unless the account hides names); domain (one
                          location or all): people, bookings, booked hours and share of the booked
                          hours per e-mail domain, domains under 5 people grouped when the account
                          hides names
  --hours HH:MM-HH:MM     count only this time of day on each day, e.g. 07:00-19:00 (default: all day)
  --compare WITH          previous (the period of the same length ending the day before; with
                          --period this-week, last-week, this-month, last-month or this-year, the
                          same days of the previous calendar week, month or year, so last-month
                          in October gives September), year (the same weekdays 364 days earlier)
                          or FROM..TO: adds X_before after the report's columns for each numeric
                          column X; not with month or week, whose rows carry their changes, nor
                          with double-booking
  --under RATIO           with --by bay: only the bays whose utilisation is under RATIO (0 to 1,
                          e.g. 0.1), bays never booked included
${FILE_OUTPUT_HELP}
  --lang en|de|fr         with FILE.xlsx: the workbook's language, English, German or French: its
                          sheet's name, its columns and its words (weekdays, target status); its
                          numbers are the CSV's
${LANG_DEFAULT_HELP}
${FILTER_HELP}
  -h, --help              show this help`;

type SummaryBy = 'bay' | 'tag' | 'day' | 'weekday-hour' | 'location' | TrendUnit | PeopleReport;

function byOf(value: string | undefined, allLocations: boolean): SummaryBy {
  if (value !== undefined && (isTrendUnit(value) || isPeopleReport(value))) return value;
  if (allLocations) {
    if (value === 'location') return 'location';
    throw usage(
      '--location all writes one row per location (--by location), per site and month or week (--by month or week), or per site and band or double booking (--by attendance or double-booking).',
    );
  }
  const parsed = summaryBySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (value === 'location') throw usage('--by location needs --location all.');
  throw usage(
    value === undefined
      ? 'Give the breakdown with --by bay, tag, day, weekday-hour, month, week, attendance or double-booking.'
      : `--by must be bay, tag, day, weekday-hour, location, month, week, attendance or double-booking, not "${value}".`,
  );
}

function underOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const ratio = Number(value);
  if (value.trim() === '' || !Number.isFinite(ratio))
    throw usage(`--under must be a utilisation such as 0.1 for 10%, not "${value}".`);
  return ratio;
}

/** Writes the summary to --out. */
export const insightsCommand: Command = {
  name: 'insights',
  summary:
    'Write how a location’s bays were used (by bay, tag, day, weekday-hour, every location, month by month) or how people came, to a CSV file',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('insights', args, {
      ...connectionOptions,
      ...rangeOptions,
      by: { type: 'string' },
      hours: { type: 'string' },
      compare: { type: 'string' },
      under: { type: 'string' },
      ...fileOptions,
      ...languageOption,
    });
    noPositionals('insights', positionals);
    const days = zonedDaysOf(values, io.nowMs);
    const allLocations = meansAllLocations(values.location);
    const byDomain = values.by === 'domain';
    if (byDomain && (values.compare ?? values.under ?? values.hours ?? values.tag) !== undefined)
      throw usage(
        '--by domain counts every bay all day over the period: leave out --compare, --under, --hours and --tag.',
      );
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    if (format === 'csv' && values.lang !== undefined)
      throw usage(
        '--lang is for workbooks (--out FILE.xlsx): a CSV keeps its field names and values, for the scripts that read it, in every language.',
      );
    // A workbook's words; a CSV is the same in every language.
    const language = format === 'xlsx' ? { language: languageOf(values.lang, io.env) } : {};
    const report = byDomain
      ? ({ kind: 'people', by: 'domain', ...language } as const)
      : ({
          kind: 'summary',
          by: byOf(values.by, allLocations),
          compare: comparisonOf(values.compare, values.period),
          under: underOf(values.under),
          ...language,
        } as const);
    const request: ExportOptions = {
      ...days,
      // Each site on its own clock unless --tz names one zone for all.
      siteTime: values.tz === undefined,
      filter: {
        tags: values.tag ?? null,
        search: values.search ?? null,
        timeOfDay: hoursOf(values.hours),
      },
      delimiter: delimiterOf(values.delimiter, io.env),
      bom: values.bom,
      neutraliseFormulas: values.neutralise,
      format,
      // A trend or people report of every site: one file, a row per site and month (or week, band
      // or double booking).
      ...(allLocations && (byDomain || reportPerSite(report)) ? { allLocations: true } : {}),
      report,
    };
    // Before connecting: whatever the contract refuses (a period Insights do not cover, --under
    // out of range or without --by bay, a bad time of day) is refused with its message.
    checkExportOptions(request, typedOptions(args));
    requireLocation(values.location);
    const targetPath = await outputFile(values.out, io);
    return writeReportFile(values, io, 'insights', request, targetPath, 'rows');
  },
};
