/** Which file an export writes: what the save dialog offers (kind, type, name), and the writer that fills it. */
import { type ExportRequest, reportPerSite } from '#shared/contract';
import { suggestedExportFileName, withFormatExtension } from '#shared/export/file-name';
import { suggestedSummaryFileName } from '#shared/insights/summary-table';
import { isTrendUnit } from '#shared/insights/trend-types';
import type { ApiClient } from '../api/client';
import { exportBookings } from '../export/export-bookings';
import type { ExportOutcome } from '../export/export-job';
import { namedLocations } from '../insights/each-location';
import { writePortfolioWorkbook } from '../reports/portfolio-workbook';
import { writeReportWorkbook } from '../reports/report-workbook';
import { exportPeople } from '../reports/people-file';
import { exportForecast } from '../reports/forecast-report';
import { exportSummary } from '../reports/summary-report';
import { exportTrendReport } from '../reports/trend-report';
import type { SaveRequest } from '../platform';
import type { ClockOf } from '#shared/sites/site-clock';

/** The name every-location files carry where a location's name would be. */
export const EVERY_LOCATION_NAME = 'All locations';

/** Whether the file covers every location of the account rather than one. */
export function coversEveryLocation(request: ExportRequest): boolean {
  const report = request.report ?? { kind: 'bookings' };
  // A trend or a people report, like the bookings, covers every location when asked to; a summary
  // by location always.
  if (report.kind === 'summary' && report.by === 'location') return true;
  if (report.kind === 'summary' && !reportPerSite(report)) return false;
  return request.allLocations === true;
}

/** What the person is asked to save for this export, named after the location (or every location). */
export function saveRequestFor(request: ExportRequest, locationName: string | null): SaveRequest {
  const bookingsFile = suggestedExportFileName(locationName, request.from, request.to);
  const report = request.report ?? { kind: 'bookings' };
  switch (report.kind) {
    case 'workbook':
      return {
        kind: 'report',
        extension: 'xlsx',
        suggestedFileName: withFormatExtension(
          bookingsFile.replace(/^bookings-/, 'report-'),
          'xlsx',
        ),
      };
    case 'summary': {
      const name = report.under
        ? bookingsFile.replace(/^bookings-/, 'under-used-bays-')
        : suggestedSummaryFileName(bookingsFile, report.by);
      return {
        kind: 'summary',
        extension: request.format,
        suggestedFileName: withFormatExtension(name, request.format),
      };
    }
    case 'people':
      return {
        kind: 'summary',
        extension: request.format,
        suggestedFileName: withFormatExtension(
          bookingsFile.replace(/^bookings-/, report.by === 'domain' ? 'domains-' : 'people-'),
          request.format,
        ),
      };
    case 'forecast':
      return {
        kind: 'summary',
        extension: request.format,
        suggestedFileName: withFormatExtension(
          bookingsFile.replace(/^bookings-/, report.backtest ? 'backtest-' : 'weeks-ahead-'),
          request.format,
        ),
      };
    case 'bookings':
      return {
        kind: 'bookings',
        extension: request.format,
        suggestedFileName: withFormatExtension(bookingsFile, request.format),
      };
  }
}

/** One export's writing: where, for whom, and how it reports. */
export interface ExportWrite {
  readonly client: ApiClient;
  readonly request: ExportRequest;
  readonly locationName: string | null;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** Each location's zone and site clock, as the request's site time and the sites' settings give them. */
  readonly clockOf: ClockOf;
  /** The account hides names: a people file is of pseudonyms, and refuses what would name someone. */
  readonly namesHidden: boolean;
  /** The account's name, the company a report workbook's title names; null when unknown. */
  readonly companyName?: string | null;
  readonly onProgress: (p: { rows: number; percent: number; bytes: number }) => void;
}

/** Writes the file the request asks for with the writer of its kind. */
export async function writeExportFile(job: ExportWrite): Promise<ExportOutcome> {
  const { client, targetPath, signal, onProgress, clockOf } = job;
  // One location's file is written on its own clock: its days, times and figures in its zone. A file
  // of every location keeps the request's zone and gives each location its own through clockOf.
  const request = coversEveryLocation(job.request)
    ? job.request
    : { ...job.request, zone: clockOf(job.request.locationId).zone };
  const report = request.report ?? { kind: 'bookings' };
  const every = coversEveryLocation(request) ? await namedLocations(client, signal) : undefined;
  switch (report.kind) {
    case 'people':
      return exportPeople({
        client,
        request,
        by: report.by,
        domain: report.domain ?? null,
        locations: every ?? [
          { id: request.locationId, name: job.locationName ?? request.locationId },
        ],
        clockOf,
        namesHidden: job.namesHidden,
        language: report.language,
        targetPath,
        signal,
        onProgress,
      });
    case 'workbook':
      return every
        ? writePortfolioWorkbook({
            client,
            request: { ...request, format: 'xlsx' },
            locations: every,
            compare: report.compare ?? null,
            language: report.language,
            companyName: job.companyName ?? null,
            clockOf,
            targetPath,
            signal,
            onProgress,
          })
        : writeReportWorkbook({
            client,
            request: { ...request, format: 'xlsx' },
            locationName: job.locationName ?? request.locationId,
            withBookings: report.withBookings,
            compare: report.compare ?? null,
            language: report.language,
            companyName: job.companyName ?? null,
            clockOf,
            targetPath,
            signal,
            onProgress,
          });
    case 'summary':
      if (isTrendUnit(report.by))
        return exportTrendReport({
          client,
          request,
          unit: report.by,
          locations: every ?? [
            { id: request.locationId, name: job.locationName ?? request.locationId },
          ],
          language: report.language,
          clockOf,
          targetPath,
          signal,
          onProgress,
        });
      return exportSummary({
        client,
        request,
        by: report.by,
        compare: report.compare ?? null,
        under: report.under ?? null,
        language: report.language,
        // A people report of one location is that location's rows alone.
        locations:
          every ??
          (reportPerSite(report)
            ? [{ id: request.locationId, name: job.locationName ?? request.locationId }]
            : undefined),
        clockOf,
        targetPath,
        signal,
        onProgress,
      });
    case 'forecast':
      return exportForecast({
        client,
        request,
        report,
        locations: every ?? [
          { id: request.locationId, name: job.locationName ?? request.locationId },
        ],
        clockOf,
        targetPath,
        signal,
        onProgress,
      });
    case 'bookings':
      return exportBookings({
        client,
        request,
        locations: every,
        locationName: job.locationName,
        clockOf,
        targetPath,
        signal,
        onProgress,
      });
  }
}
