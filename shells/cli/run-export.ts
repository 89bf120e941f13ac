/**
 * Runs an export through the contract as the window does: startExport, then the exportProgress events
 * until the file is written, failed or cancelled. Ctrl+C cancels it through cancelExport.
 */
import type { ExportProgress } from '#shared/contract';
import { AppFailure } from '#shared/result';
import type { ExportArgs, ExportOptions } from './export-args';
import type { CliIo } from './io';
import { firstLocation, meansAllLocations, resolveLocation } from './location-choice';
import type { Session } from './session';

/** Starts the export and resolves to its last progress once done; throws its failure. */
export async function runExport(
  session: Session,
  args: ExportArgs,
  io: CliIo,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportProgress> {
  let exportId: string | null = null;
  const early: ExportProgress[] = [];
  let settle: ((p: ExportProgress) => void) | null = null;
  const ended = new Promise<ExportProgress>((resolve) => {
    settle = resolve;
  });
  const hear = (p: ExportProgress): void => {
    if (p.state === 'running') onProgress(p);
    else settle?.(p);
  };
  // Events can arrive before startExport answers with the id; they wait until it is known.
  const stop = session.backend.subscribe('exportProgress', (p) => {
    if (exportId === null) early.push(p);
    else if (p.exportId === exportId) hear(p);
  });
  const cancel = () => {
    if (exportId !== null)
      void session.backend.dispatch('cancelExport', { exportId }, new AbortController().signal);
  };
  try {
    const started = await session.call('startExport', args);
    if (started === null) throw new AppFailure('internal', 'The export had nowhere to write.');
    exportId = started.exportId;
    for (const p of early.splice(0)) if (p.exportId === exportId) hear(p);
    io.signal.addEventListener('abort', cancel, { once: true });
    if (io.signal.aborted) cancel();
    const last = await ended;
    if (last.state === 'failed' && last.error)
      throw new AppFailure(last.error.kind, last.error.message);
    if (last.state === 'cancelled') throw new AppFailure('cancelled', 'Interrupted.');
    return last;
  } finally {
    io.signal.removeEventListener('abort', cancel);
    stop();
  }
}

/**
 * The export of --location (a name, an id, or `all`): the one place the writing commands resolve it
 * and fill in the account and location the options could not know before connecting.
 */
export async function runExportAt(
  session: Session,
  options: ExportOptions,
  location: string | undefined,
  io: CliIo,
  progressText: (progress: ExportProgress) => string,
): Promise<ExportProgress> {
  const { id } = meansAllLocations(location)
    ? await firstLocation(session)
    : await resolveLocation(session, location);
  return runExport(session, { ...options, accountId: session.accountId, locationId: id }, io, (p) =>
    io.stderr.progress(progressText(p)),
  );
}
