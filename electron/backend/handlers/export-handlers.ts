import { randomUUID } from 'node:crypto';
import { namedLocations } from '../insights/each-location';
import { basename } from 'node:path';
import type { ExportProgress, ExportRequest, Handlers } from '#shared/contract';
import { suggestedSummaryFileName } from '#shared/insights/summary-csv';
import { AppFailure, toAppError } from '#shared/result';
import { withFormatExtension } from '#shared/csv/file-name';
import { exportBookings } from '../export/export-bookings';
import { suggestedExportFileName } from '../export/export-csv';
import { writeReportWorkbook } from '../insights/report-workbook';
import { exportSummary } from '../insights/summary-report';
import type { HandlerContext } from './context';

type ExportHandlers = Pick<Handlers, 'startExport' | 'cancelExport' | 'revealExport'>;

/** How exports reach the shell: where to write, how to show or serve the result, who hears progress. */
export interface ExportHost {
  chooseExportTarget(suggestedFileName: string, signal: AbortSignal): Promise<string | null>;
  revealFile?(path: string): void;
  downloadUrlFor?(exportId: string): string | null;
  emit(progress: ExportProgress): void;
}

interface ExportJobState {
  readonly controller: AbortController;
  readonly targetPath: string;
  done: Promise<void>;
  last: ExportProgress;
}

/** Export handlers plus what the backend needs to serve and stop exports. */
export interface ExportService extends ExportHandlers {
  /** The finished file of an export, or null while it runs, after failure, or when unknown. */
  filePath(exportId: string): string | null;
  /** Cancels every running export and waits for them to settle. */
  closeAll(): Promise<void>;
}

/** Runs exports in the background: start returns at once, progress arrives as events. */
export function createExportService(ctx: HandlerContext, host: ExportHost): ExportService {
  const jobs = new Map<string, ExportJobState>();

  const locationName = async (
    request: ExportRequest,
    signal: AbortSignal,
  ): Promise<string | null> => {
    try {
      const { items } = await ctx.directory.locations(request.accountId, signal);
      return items.find((l) => l.id === request.locationId)?.name ?? null;
    } catch {
      return null; // only the file name suffers; the export itself reports real failures
    }
  };

  const run = async (
    exportId: string,
    job: ExportJobState,
    request: ExportRequest,
    name: string | null,
  ) => {
    const base: ExportProgress = job.last;
    const emit = (p: ExportProgress): void => {
      job.last = p;
      host.emit(p);
    };
    try {
      const client = await ctx.directory.clientFor(request.accountId);
      // Already throttled by the export to about ten a second.
      const onProgress = ({
        rows,
        percent,
        bytes,
      }: {
        rows: number;
        percent: number;
        bytes: number;
      }) => emit({ ...base, rows, percent, bytes });
      const report = request.report ?? { kind: 'bookings' };
      const outcome =
        report.kind === 'workbook'
          ? await writeReportWorkbook({
              client,
              request: { ...request, format: 'xlsx' },
              locationName: name ?? request.locationId,
              withBookings: report.withBookings,
              targetPath: job.targetPath,
              signal: job.controller.signal,
              onProgress,
            })
          : report.kind === 'summary'
            ? await exportSummary({
                client,
                request,
                by: report.by,
                compare: report.compare ?? null,
                under: report.under ?? null,
                locations:
                  report.by === 'location'
                    ? await namedLocations(client, job.controller.signal)
                    : undefined,
                targetPath: job.targetPath,
                signal: job.controller.signal,
                onProgress,
              })
            : await exportBookings({
                client,
                request,
                locations: request.allLocations
                  ? await namedLocations(client, job.controller.signal)
                  : undefined,
                locationName: name,
                targetPath: job.targetPath,
                signal: job.controller.signal,
                onProgress,
              });
      emit({
        ...base,
        state: 'done',
        rows: outcome.rows,
        percent: 100,
        bytes: outcome.bytes,
        exceedsExcelLimit: outcome.exceedsExcelLimit,
        downloadUrl: host.downloadUrlFor?.(exportId) ?? null,
        canReveal: Boolean(host.revealFile),
      });
    } catch (error) {
      const cancelled = job.controller.signal.aborted;
      emit({
        ...job.last,
        state: cancelled ? 'cancelled' : 'failed',
        error: cancelled ? null : ctx.redactor.scrubError(toAppError(error)),
      });
    }
  };

  const find = (exportId: string): ExportJobState => {
    const job = jobs.get(exportId);
    if (!job) throw new AppFailure('not-found', 'That export is no longer known. Start it again.');
    return job;
  };

  return {
    async startExport(request, signal) {
      // The period was checked by the contract's schema (shared/contract.ts).
      await ctx.directory.clientFor(request.accountId); // unknown account or missing key: fail now, not in the background
      const everyLocation =
        request.allLocations === true &&
        (request.report ?? { kind: 'bookings' }).kind === 'bookings';
      if (everyLocation && request.format !== 'csv')
        throw new AppFailure(
          'invalid-argument',
          'Every location is exported into one CSV file; choose CSV, or one location for a workbook.',
        );
      const byLocation =
        everyLocation || (request.report?.kind === 'summary' && request.report.by === 'location');
      const name = byLocation ? 'All locations' : await locationName(request, signal);
      const bookingsFile = suggestedExportFileName(name, request.from, request.to);
      const report = request.report ?? { kind: 'bookings' };
      const suggested =
        report.kind === 'workbook'
          ? withFormatExtension(bookingsFile.replace(/^bookings-/, 'report-'), 'xlsx')
          : withFormatExtension(
              report.kind === 'summary'
                ? report.under
                  ? bookingsFile.replace(/^bookings-/, 'under-used-bays-')
                  : suggestedSummaryFileName(bookingsFile, report.by)
                : bookingsFile,
              request.format,
            );
      const targetPath = await host.chooseExportTarget(suggested, signal);
      if (targetPath === null) return null;
      const exportId = randomUUID();
      const fileName = basename(targetPath);
      const controller = new AbortController();
      const job: ExportJobState = {
        controller,
        targetPath,
        done: Promise.resolve(),
        last: {
          exportId,
          state: 'running',
          rows: 0,
          percent: 0,
          bytes: 0,
          fileName,
          exceedsExcelLimit: false,
          error: null,
          downloadUrl: null,
          canReveal: false,
        },
      };
      jobs.set(exportId, job);
      host.emit(job.last);
      job.done = run(exportId, job, request, name);
      return { exportId, fileName };
    },
    async cancelExport({ exportId }) {
      const job = find(exportId);
      if (job.last.state === 'running') job.controller.abort();
      return null;
    },
    async revealExport({ exportId }) {
      const job = find(exportId);
      if (!host.revealFile)
        throw new AppFailure(
          'invalid-argument',
          'Showing files in their folder is only possible in the desktop app.',
        );
      if (job.last.state !== 'done')
        throw new AppFailure(
          'invalid-argument',
          'The export has not finished, so there is no file to show yet.',
        );
      host.revealFile(job.targetPath);
      return null;
    },
    filePath(exportId) {
      const job = jobs.get(exportId);
      return job && job.last.state === 'done' ? job.targetPath : null;
    },
    async closeAll() {
      for (const job of jobs.values()) job.controller.abort();
      await Promise.all([...jobs.values()].map((j) => j.done));
    },
  };
}
