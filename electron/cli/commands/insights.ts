/** `bookings-viewer insights`: how a location's bays were used, as a summary CSV report. */
import type { ExportRequest } from '#shared/contract';
import { summaryBySchema } from '#shared/contract';
import type { SummaryBy } from '#shared/insights/types';
import { periodProblem } from '#shared/scope/period-check';
import { exportSummary } from '../../backend/insights/summary-report';
import {
  connectionOptions,
  dayRange,
  noPositionals,
  parseCommand,
  rangeOptions,
  usage,
} from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { connect, resolveLocation } from '../connection';
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

const HELP = `Usage: bookings-viewer insights (--account LABEL | --base-url URL) --location NAME-or-ID (--from DAY [--to DAY] | --period NAME) [--tz ZONE] --by bay|tag|day|weekday-hour --out FILE.csv|FILE.xlsx [options]

Writes how the location's bays were used over those local days (at most 366) as a summary (CSV, or
an Excel workbook whose utilisation cells are percentages), the
same figures as the app's Insights view; the README defines every column. Bookings are fetched as the
export fetches them. The file appears only when complete. Progress is shown on stderr when it is a
terminal.

${CONNECTION_HELP}
${RANGE_HELP}
Report:
  --by WHAT               bay, tag, day or weekday-hour (required)
  --hours HH:MM-HH:MM     count only this time of day on each day, e.g. 07:00-19:00 (default: all day)
${CSV_OUTPUT_HELP}
${FILTER_HELP}
  -h, --help              show this help`;

function byOf(value: string | undefined): SummaryBy {
  const parsed = summaryBySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw usage(
    value === undefined
      ? 'Give the breakdown with --by bay, tag, day or weekday-hour.'
      : `--by must be bay, tag, day or weekday-hour, not "${value}".`,
  );
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
  summary: 'Write how a location’s bays were used (by bay, tag, day or weekday-hour) to a CSV file',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('insights', args, {
      ...connectionOptions,
      ...rangeOptions,
      by: { type: 'string' },
      hours: { type: 'string' },
      ...csvFileOptions,
    });
    noPositionals('insights', positionals);
    const range = dayRange(values);
    // Before connecting: a period Insights do not cover is refused with the app's message.
    const tooLong = periodProblem(range, { insights: true });
    if (tooLong) throw usage(`--to: ${tooLong}`);
    const by = byOf(values.by);
    const timeOfDay = hoursOf(values.hours);
    delimiterOf(values.delimiter); // a bad --delimiter is refused before connecting
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    const targetPath = await outputFile(values.out, io);
    const connection = await connect(values, io, 'insights');
    try {
      const location = await resolveLocation(connection, values.location, io.signal);
      const request: ExportRequest = {
        ...csvRequest(values, range, location.id, timeOfDay, format),
        report: { kind: 'summary', by },
      };
      const outcome = await exportSummary({
        client: connection.client,
        request,
        by,
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
