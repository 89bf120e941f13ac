/** The desktop shell's wire vocabulary: IPC channel names and the API the preload exposes to the page. */
import type { EventSubscribers, MethodArgs, MethodName, MethodResults } from '../contract/index';
import type { EventName } from '../event-names';
import type { Result } from '../result';

/** The IPC channel names, one list for the preload and main. */
export const IPC_CHANNELS = {
  call: 'bv:call',
  cancel: 'bv:cancel',
} as const;

/** The IPC channel of one event: main sends on it, the preload listens to nothing else. */
export function eventChannel(event: EventName): `bv:event:${EventName}` {
  return `bv:event:${event}`;
}

/**
 * What the preload exposes as `window.bookingsViewer`: one named function per contract method, taking the
 * arguments and a call id (so a later `cancel(callId)` can stop it), plus one subscriber per event. Never ipcRenderer.
 */
export type PreloadApi = {
  readonly [M in MethodName]: (
    args: MethodArgs<M>,
    callId: string,
  ) => Promise<Result<MethodResults[M]>>;
} & {
  readonly cancel: (callId: string) => void;
} & EventSubscribers;
