import type { EventPayloads, ExportProgress, Subscribe } from '#shared/contract';
import type { EventName } from '#shared/event-names';
import type { StreamedEvent } from './event-stream';

/** The backend's events as the browser shell's event streams carry them. */
export interface ExportProgressHub {
  /** Every event from now on; export progress carries the shell's download links. */
  readonly subscribe: Subscribe;
  /** The latest state of each export, replayed to every new event stream. */
  latest(): Iterable<ExportProgress>;
  /** The latest state of each export as events, for a stream that starts now. */
  replay(): Iterable<StreamedEvent>;
  /** Gives a finished export a fresh download link (its ticket was used up) and sends it to every page. */
  renewDownload(exportId: string): void;
}

/**
 * Passes the backend's events on, and keeps the latest state of each export. A download link's
 * ticket opens the file once; after each download the hub sends the export's final state again with a
 * new link, so the link on the page always works and the one in the browser's history never does.
 */
export function createExportProgressHub(
  source: Subscribe,
  downloadUrlFor: (exportId: string) => string,
): ExportProgressHub {
  const latest = new Map<string, ExportProgress>();
  const listeners = new Set<(progress: ExportProgress) => void>();
  const publish = (progress: ExportProgress): void => {
    latest.set(progress.exportId, progress);
    for (const listener of listeners) listener(progress);
  };
  source('exportProgress', publish);
  const subscribe: Subscribe = <E extends EventName>(
    event: E,
    listener: (payload: EventPayloads[E]) => void,
  ) => {
    if (event !== 'exportProgress') return source(event, listener);
    const exportListener = listener as (progress: ExportProgress) => void;
    listeners.add(exportListener);
    return () => {
      listeners.delete(exportListener);
    };
  };
  return {
    subscribe,
    latest: () => latest.values(),
    *replay() {
      for (const payload of latest.values()) yield { event: 'exportProgress', payload };
    },
    renewDownload(exportId) {
      const done = latest.get(exportId);
      if (done?.state !== 'done' || done.downloadUrl === null) return;
      publish({ ...done, downloadUrl: downloadUrlFor(exportId) });
    },
  };
}
