/** `bookings-viewer forecast`: the weeks ahead of one site or every site, and how far off the method has been. */
import { FORECAST_WEEKS, HISTORY_WEEKS, type Forecast } from '#shared/contract';
import { csvFieldQuoter } from '#shared/csv/line';
import {
  backtestLine,
  FORECAST_COLUMNS,
  forecastRows,
  forecastSites,
} from '#shared/forecast/forecast-table';
import { addDays } from '#shared/time/civil';
import { parseIsoDate } from '#shared/time/civil';
import { isValidTimeZone, localDateOf, systemTimeZone } from '#shared/time/zone';
import { terminalSafeLine } from '#shared/text/terminal-safe';
import { connectionOptions, noPositionals, parseCommand, usage } from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { checkExportOptions, type ExportOptions, typedOptions } from '../export-args';
import { writeReportFile } from '../write-report';
import { delimiterOf, outputFile } from '../file-options';
import { type CliIo, noteDroppedBookings } from '../io';
import { meansAllLocations, requireLocation, resolveLocation } from '../location-choice';
import { outputFormatOf, refuseCsvOnlyOptions } from '../output-format';
import type { Session } from '../session';
import { writeText } from '../stream-write';
import { withSession } from '../with-session';

const HELP = `Usage: bookings-viewer forecast (--account LABEL | --base-url URL) --location NAME-or-ID|all [--from DAY] [--weeks N] [--history-weeks N] [--tz ZONE] [--backtest] [--out FILE.csv|FILE.xlsx] [options]

Writes the weeks ahead of the site (or of every site): a row per site and open day with
location, date, weekday, bays, booked_peak (the most bays booked at once so far), expected_peak,
expected_low and expected_high (the peak to expect and its range), and status (full, near full
from 90% of the bays, or room). Closed days have no row. The peak to expect is the same weekday's
daily peak over the history weeks before --from (their median, or exponentially smoothed when that
did better on the back-test), never less than already booked; a site with fewer than 4 weeks of
bookings is not forecast (its expected columns are empty). Without --out the CSV goes to stdout.

${CONNECTION_HELP}
Forecast:
  --location NAME|all     the site, by name or id, or all for every site (required)
  --from DAY              the first day ahead, YYYY-MM-DD (default: today); the history is the
                          whole weeks before it
  --weeks N               weeks ahead, ${FORECAST_WEEKS.min} to ${FORECAST_WEEKS.max} (default ${FORECAST_WEEKS.default})
  --history-weeks N       weeks of history to learn from, ${HISTORY_WEEKS.min} to ${HISTORY_WEEKS.max} (default ${HISTORY_WEEKS.default})
  --tz ZONE               one zone for every site's days (default: each site's own zone, else the
                          system's)
  --backtest              instead: print each site's mean absolute error in bays (each of the last
                          8 weeks forecast from the history weeks before it), and with --out write
                          it: location, method, history_weeks_with_data, backtest_weeks,
                          mean_absolute_error_bays, mean_absolute_error_share,
                          alternative_error_bays, note
Output:
  --out FILE              the file to write: FILE.csv, or FILE.xlsx for an Excel workbook
  --format csv|xlsx       the file's format (default: from the --out extension, else csv)
  --delimiter , or ;      CSV only: field separator (default: what Excel expects in the system's
                          locale)
  --no-bom                CSV only: no UTF-8 byte-order mark
  --no-neutralise         CSV only: write text cells starting with = + - @ as they are
  -h, --help              show this help`;

function weeksOf(
  flag: string,
  value: string | undefined,
  range: typeof FORECAST_WEEKS | typeof HISTORY_WEEKS,
): number {
  if (value === undefined) return range.default;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < range.min || n > range.max)
    throw usage(
      `${flag} must be a whole number from ${range.min} to ${range.max}, not "${value}".`,
    );
  return n;
}

/** The forecast through the contract, with progress on stderr. */
async function forecastOf(
  session: Session,
  values: Record<string, unknown>,
  days: { from: string; zone: string; weeks: number; historyWeeks: number; siteTime: boolean },
  io: CliIo,
): Promise<Forecast> {
  const location = values.location as string;
  const one = meansAllLocations(location) ? null : await resolveLocation(session, location);
  const stop = session.backend.subscribe('insightsProgress', (p) => {
    if (p.progressId === 'cli-forecast')
      io.stderr.progress(
        `Read ${p.bookings.toLocaleString('en-US')} bookings (${Math.floor(p.percent)}%)`,
      );
  });
  try {
    return await session.call('getForecast', {
      accountId: session.accountId,
      ...(one ? { locationId: one.id } : { allLocations: true }),
      from: days.from,
      weeks: days.weeks,
      historyWeeks: days.historyWeeks,
      zone: days.zone,
      siteTime: days.siteTime,
      progressId: 'cli-forecast',
    });
  } finally {
    stop();
  }
}

/** Writes the weeks ahead, or the back-test, to --out or stdout. */
export const forecastCommand: Command = {
  name: 'forecast',
  summary:
    'Write the weeks ahead of one site or every site: bays booked, the peak to expect, full days',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('forecast', args, {
      ...connectionOptions,
      location: { type: 'string' },
      from: { type: 'string' },
      weeks: { type: 'string' },
      'history-weeks': { type: 'string' },
      tz: { type: 'string' },
      backtest: { type: 'boolean', default: false },
      out: { type: 'string', short: 'o' },
      format: { type: 'string' },
      delimiter: { type: 'string' },
      bom: { type: 'boolean', default: true },
      neutralise: { type: 'boolean', default: true },
    });
    noPositionals('forecast', positionals);
    requireLocation(values.location);
    const zone = values.tz ?? systemTimeZone();
    if (!isValidTimeZone(zone))
      throw usage(`Unknown time zone "${zone}". Use an IANA name such as Europe/London.`);
    const from = values.from ?? localDateOf(zone, io.nowMs ?? Date.now());
    if (!parseIsoDate(from)) throw usage(`--from must be a day as YYYY-MM-DD, not "${from}".`);
    const days = {
      from,
      zone,
      weeks: weeksOf('--weeks', values.weeks, FORECAST_WEEKS),
      historyWeeks: weeksOf('--history-weeks', values['history-weeks'], HISTORY_WEEKS),
      // Each site on its own clock unless --tz names one zone for all.
      siteTime: values.tz === undefined,
    };
    const format = outputFormatOf(values.format, values.out);
    refuseCsvOnlyOptions(format, values);
    const targetPath = values.out === undefined ? null : await outputFile(values.out, io);
    const delimiter = delimiterOf(values.delimiter, io.env);
    if (targetPath) {
      // The file through the export, as every report file: atomic, its progress on stderr.
      const request: ExportOptions = {
        from,
        to: addDays(from, days.weeks * 7 - 1),
        zone,
        siteTime: days.siteTime,
        filter: { tags: null, search: null, timeOfDay: null },
        delimiter,
        bom: values.bom,
        neutraliseFormulas: values.neutralise,
        format,
        ...(meansAllLocations(values.location) ? { allLocations: true } : {}),
        report: {
          kind: 'forecast',
          weeks: days.weeks,
          historyWeeks: days.historyWeeks,
          backtest: values.backtest,
        },
      };
      checkExportOptions(request, typedOptions(args));
      const code = await writeReportFile(values, io, 'forecast', request, targetPath, 'rows');
      if (!values.backtest || code !== 0) return code;
    }
    if (targetPath && !values.backtest) return 0;
    return withSession(values, io, 'forecast', async (session) => {
      const forecast = await forecastOf(session, values, days, io);
      const sites = forecastSites(forecast);
      for (const { locationId, result } of forecast.sites)
        if (!result.ok)
          await io.stderr.line(`Not forecast: ${locationId}: ${result.error.message}`);
      await noteDroppedBookings(io, forecast.unreadableRecords);
      if (values.backtest)
        await writeText(
          io.stdout,
          sites.map((s) => `${terminalSafeLine(backtestLine(s))}\n`).join(''),
        );
      else {
        const field = csvFieldQuoter(delimiter);
        const line = (row: readonly string[]) => `${row.map(field).join(delimiter)}\r\n`;
        await writeText(io.stdout, line(FORECAST_COLUMNS) + forecastRows(sites).map(line).join(''));
      }
      return forecast.sites.some((s) => !s.result.ok) ? 1 : 0;
    });
  },
};
