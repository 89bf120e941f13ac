/** The desktop shell's wire vocabulary: IPC channel names and the API the preload exposes to the page. */
import type {
  ExportProgress,
  InsightsProgress,
  MethodArgs,
  MethodName,
  MethodResults,
} from '../contract';
import type { Result } from '../result';

/** The IPC channel names, one list for the preload and main. */
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
