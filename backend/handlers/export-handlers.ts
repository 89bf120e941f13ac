import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { ExportProgress, ExportRequest, Handlers } from '#shared/contract';
import { AppFailure, toAppError } from '#shared/result';
import type { FileHost } from '../platform';
import type { HandlerContext } from './context';
import {
  coversEveryLocation,
  EVERY_LOCATION_NAME,
  saveRequestFor,
  writeExportFile,
} from './export-file';

type ExportHandlers = Pick<Handlers, 'startExport' | 'cancelExport' | 'revealExport'>;

/** How exports reach the shell: where to write, how to show or serve the result, who hears progress. */
export interface ExportHost {
  readonly files: FileHost;
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

  // The account's name, as the accounts list shows it (the demo company's too), for a report's title.
  const companyName = async (request: ExportRequest): Promise<string | null> => {
    try {
      const { accounts } = await ctx.directory.list();
      return accounts.find((a) => a.id === request.accountId)?.label ?? null;
    } catch {
      return null; // only the title suffers
    }
  };

  const run = async (
    exportId: string,
    job: ExportJobState,
    request: ExportRequest,
    locationName: string | null,
  ) => {
    const base: ExportProgress = job.last;
    const emit = (p: ExportProgress): void => {
      job.last = p;
      host.emit(p);
    };
    try {
      const outcome = await writeExportFile({
        client: await ctx.directory.clientFor(request.accountId),
        request,
        locationName,
        targetPath: job.targetPath,
        signal: job.controller.signal,
        clockOf: await ctx.sites.resolver(request.accountId, request),
        namesHidden: (await ctx.settings.nameSalt(request.accountId)) !== null,
        companyName: await companyName(request),
        // Already throttled by the writers to about ten a second.
        onProgress: ({ rows, percent, bytes }) => emit({ ...base, rows, percent, bytes }),
      });
      emit({
        ...base,
        state: 'done',
        rows: outcome.rows,
        percent: 100,
        bytes: outcome.bytes,
        sheets: outcome.sheets ?? null,
        exceedsExcelLimit: outcome.exceedsExcelLimit,
        dropped: outcome.dropped ?? 0,
        cellsCut: outcome.cellsCut ?? 0,
        charactersReplaced: outcome.charactersReplaced ?? 0,
        downloadUrl: host.files.downloadUrlFor?.(exportId) ?? null,
        canReveal: Boolean(host.files.revealFile),
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
      // The period and the file's rules were checked by the contract's schema (shared/contract/).
      await ctx.directory.clientFor(request.accountId); // unknown account or missing key: fail now, not in the background
      const name = coversEveryLocation(request)
        ? EVERY_LOCATION_NAME
        : await locationName(request, signal);
      const targetPath = await host.files.chooseSaveTarget(saveRequestFor(request, name), signal);
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
          sheets: null,
          exceedsExcelLimit: false,
          dropped: 0,
          cellsCut: 0,
          charactersReplaced: 0,
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
      if (!host.files.revealFile)
        throw new AppFailure(
          'invalid-argument',
          'Showing files in their folder is only possible in the desktop app.',
        );
      if (job.last.state !== 'done')
        throw new AppFailure(
          'invalid-argument',
          'The export has not finished, so there is no file to show yet.',
        );
      host.files.revealFile(job.targetPath);
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
