/** How results travel over the browser shell's JSON transport: see result-codecs.ts for the methods packed. */
import { fail, type Result } from '../result';
import { resultCodecFor } from './result-codecs';

/** The result in the form the JSON transport sends. */
export function encodeResultForJson(method: string, result: Result<unknown>): Result<unknown> {
  const codec = resultCodecFor(method);
  if (!codec || !result.ok) return result;
  return { ok: true, value: codec.toJson(result.value) };
}

/** The result as the contract has it, from what the JSON transport received. */
export function decodeResultFromJson(method: string, result: Result<unknown>): Result<unknown> {
  const codec = resultCodecFor(method);
  if (!codec || !result.ok || !codec.isPacked(result.value)) return result;
  try {
    return { ok: true, value: codec.fromJson(result.value) };
  } catch {
    return fail('internal', 'The Bookings Viewer server sent a result that could not be read.');
  }
}
