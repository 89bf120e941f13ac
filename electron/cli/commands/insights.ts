/** `bookings-viewer insights`: how a location's bays were used, as a summary CSV report. */
import type { ExportRequest } from '#shared/contract';
import { summaryBySchema } from '#shared/contract';
import { type Comparison, parseComparison } from '#shared/insights/compare-period';
import { periodProblem } from '#shared/scope/period-check';
import { exportSummary, type SummaryRows } from '../../backend/insights/summary-report';
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
import { outputFormatOf, refuseCsvOnlyOptions } from '../output-format';
import { RANGE_HELP } from './bookings';
import {
  CSV_OUTPUT_HELP,
  csvFileOptions,
  csvRequest,
  delimiterOf,
  FILTER_HELP,
  outputFile,
} from './export';

const HELP = `Usage: bookings-viewer insights (--account LABEL | --base-url URL) --location NAME-or-ID|all (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --by bay|tag|day|weekday-hour|location --out FILE.csv|FILE.xlsx [options]

Writes how the location's bays were used over those local days (at most 366) as a summary (CSV, or
an Excel workbook whose utilisation cells are percentages), the
same figures as the app's Insights view; the README defines every column. Bookings are fetched as the
export fetches them. The file appears only when complete. Progress is shown on stderr when it is a
terminal.

${CONNECTION_HELP}
${RANGE_HELP}
Report:
  --by WHAT               bay, tag, day or weekday-hour (required); with --location all, location:
                          one row per location of the account, locations without bays included
  --hours HH:MM-HH:MM     count only this time of day on each day, e.g. 07:00-19:00 (default: all day)
  --compare WITH          previous (the period of the same length ending the day before), year (the
                          same weekdays 364 days earlier) or FROM..TO: adds X_before after the
                          report's columns for each numeric column X
  --under RATIO           with --by bay: only the bays whose utilisation is under RATIO (0 to 1,
                          e.g. 0.1), bays never booked included
${CSV_OUTPUT_HELP}
${FILTER_HELP}
  -h, --help              show this help`;

function byOf(value: string | undefined, allLocations: boolean): SummaryRows {
  if (allLocations) {
    if (value === 'location') return 'location';
    throw usage('--location all writes one row per location: give --by location.');
  }
  const parsed = summaryBySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (value === 'location') throw usage('--by location needs --location all.');
  throw usage(
    value === undefined
      ? 'Give the breakdown with --by bay, tag, day or weekday-hour.'
      : `--by must be bay, tag, day, weekday-hour or location, not "${value}".`,
  );
}

function comparisonOf(value: string | undefined): Comparison | null {
  if (value === undefined) return null;
  const comparison = parseComparison(value);
  if (!comparison)
    throw usage(
      `--compare must be previous, year or FROM..TO (e.g. 2026-01-01..2026-01-31), not "${value}".`,
    );
  if (comparison.kind === 'chosen') {
    const problem = periodProblem(comparison, { insights: true });
    if (problem) throw usage(`--compare: ${problem}`);
  }
  return comparison;
}

function underOf(value: string | undefined, by: SummaryRows): number | null {
  if (value === undefined) return null;
  const ratio = Number(value);
  if (by !== 'bay') throw usage('--under lists bays: use it with --by bay.');
  if (value.trim() === '' || !Number.isFinite(ratio) || ratio <= 0 || ratio > 1)
    throw usage(`--under must be a utilisation between 0 and 1, e.g. 0.1 for 10%, not "${value}".`);
  return ratio;
}

/** `HH:MM-HH:MM` as minutes after local midnight; 24:00 ends at midnight. */
export function hoursOf(
  value: string | undefined,
): { startMinute: number; endMinute: number } | null {
  if (value === undefined) return null;
  const m = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(value.trim());
  const minute = (h: string | undefined, mm: string | undefined) =>
    Number(h) * 60 + Number(mm) <= 1440 && Number(mm) < 60 ? Number(h) * 60 + Number(mm) : NaN;
  const startMinute = m ? minute(m[1], m[2]) : NaN;
  const endMinute = m ? minute(m[3], m[4]) : NaN;
  if (!Number.isFinite(startMinute) || !Number.isFinite(endMinute) || endMinute <= startMinute)
    throw usage(`--hours must be like 07:00-19:00, ending after it starts, not "${value}".`);
  return { startMinute, endMinute };
}

/** Writes the summary to --out. */
export const insightsCommand: Command = {
  name: 'insights',
  summary:
    'Write how a location’s bays were used (by bay, tag, day, weekday-hour, or every location) to a CSV file',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('insights', args, {
      ...connectionOptions,
      ...rangeOptions,
      by: { type: 'string' },
      hours: { type: 'string' },
      compare: { type: 'string' },
      under: { type: 'string' },
      ...csvFileOptions,
    });
    noPositionals('insights', positionals);
    const range = dayRange(values);
    // Before connecting: a period Insights do not cover is refused with the app's message.
    const tooLong = periodProblem(range, { insights: true });
    if (tooLong) throw usage(`--to: ${tooLong}`);
    const allLocations = meansAllLocations(values.location);
    const by = byOf(values.by, allLocations);
    const compare = comparisonOf(values.compare);
    const under = underOf(values.under, by);
    const timeOfDay = hoursOf(values.hours);
    delimiterOf(values.delimiter); // a bad --delimiter is refused before connecting
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    const targetPath = await outputFile(values.out, io);
    const connection = await connect(values, io, 'insights');
    try {
      const { first, locations } = allLocations
        ? await allLocationsOf(connection, io.signal)
        : { first: await resolveLocation(connection, values.location, io.signal), locations: [] };
      const request: ExportRequest = {
        ...csvRequest(values, range, first.id, timeOfDay, format),
        report: { kind: 'summary', by, compare, under },
      };
      const outcome = await exportSummary({
        client: connection.client,
        request,
        by,
        locations,
        compare,
        under,
        targetPath,
        signal: io.signal,
        onProgress: (p) =>
          io.stderr.progress(
            `${p.rows.toLocaleString('en-US')} bookings read  ${Math.floor(p.percent)}%`,
          ),
      });
      if (io.stderr.isTerminal)
        await io.stderr.line(`Wrote ${outcome.rows.toLocaleString('en-US')} rows to ${targetPath}`);
      await noteDroppedBookings(io, outcome.dropped);
      return 0;
    } finally {
      await connection.close();
    }
  },
};
