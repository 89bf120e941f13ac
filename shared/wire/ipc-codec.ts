/** How results travel over Electron's IPC: see result-codecs.ts for the methods packed. */
import type { Result } from '../result';
import { resultCodecFor } from './result-codecs';

/** The result in the form IPC sends it. */
export function encodeResultForIpc(method: string, result: Result<unknown>): Result<unknown> {
  const codec = resultCodecFor(method);
  if (!codec || !result.ok) return result;
  return { ok: true, value: codec.forIpc(result.value) };
}
