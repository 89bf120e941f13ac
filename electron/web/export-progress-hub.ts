import type { ExportProgress } from '#shared/contract';

/** The export progress the browser shell's event streams carry. */
export interface ExportProgressHub {
  /** Every progress event from now on; returns the unsubscribe function. */
  subscribe(listener: (progress: ExportProgress) => void): () => void;
  /** The latest state of each export, replayed to every new event stream. */
  latest(): Iterable<ExportProgress>;
  /** Gives a finished export a fresh download link (its ticket was used up) and sends it to every page. */
  renewDownload(exportId: string): void;
}

/**
 * Passes the backend's export progress on, and keeps the latest state of each export. A download link's
 * ticket opens the file once; after each download the hub sends the export's final state again with a
 * new link, so the link on the page always works and the one in the browser's history never does.
 */
export function createExportProgressHub(
  source: (listener: (progress: ExportProgress) => void) => () => void,
  downloadUrlFor: (exportId: string) => string,
): ExportProgressHub {
  const latest = new Map<string, ExportProgress>();
  const listeners = new Set<(progress: ExportProgress) => void>();
  const publish = (progress: ExportProgress): void => {
    latest.set(progress.exportId, progress);
    for (const listener of listeners) listener(progress);
  };
  source(publish);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latest: () => latest.values(),
    renewDownload(exportId) {
      const done = latest.get(exportId);
      if (done?.state !== 'done' || done.downloadUrl === null) return;
      publish({ ...done, downloadUrl: downloadUrlFor(exportId) });
    },
  };
}
