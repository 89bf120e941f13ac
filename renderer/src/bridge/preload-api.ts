import type {
  ExportProgress,
  InsightsProgress,
  MethodArgs,
  MethodName,
  MethodResults,
} from '../../../shared/contract';
import type { Result } from '../../../shared/result';

/** The IPC channel names shared by the preload and main (kept here, type-only imports elsewhere). */
export const IPC_CHANNELS = {
  call: 'bv:call',
  cancel: 'bv:cancel',
  exportProgress: 'bv:export-progress',
  insightsProgress: 'bv:insights-progress',
} as const;

/**
 * What the preload exposes as `window.bookingsViewer`: one named function per contract method, taking the
 * arguments and a call id (so a later `cancel(callId)` can stop it), plus progress events. Never ipcRenderer.
 */
export type PreloadApi = {
  readonly [M in MethodName]: (
    args: MethodArgs<M>,
    callId: string,
  ) => Promise<Result<MethodResults[M]>>;
} & {
  readonly cancel: (callId: string) => void;
  readonly onExportProgress: (listener: (progress: ExportProgress) => void) => () => void;
  readonly onInsightsProgress: (listener: (progress: InsightsProgress) => void) => () => void;
};
