/**
 * How results travel over the browser shell's JSON transport: the bookings of listBookings packed
 * (see packed-bookings.ts), every other result as it is. Electron's IPC shares the objects instead
 * (ipc-codec.ts), which its structured clone keeps.
 */
import type { Booking, Parsed } from '../model';
import { fail, type Result } from '../result';
import { isPackedBookings, packBookings, unpackBookings } from './packed-bookings';

/** The result in the form the JSON transport sends. */
export function encodeResultForJson(method: string, result: Result<unknown>): Result<unknown> {
  if (method !== 'listBookings' || !result.ok) return result;
  return { ok: true, value: packBookings(result.value as Parsed<Booking>) };
}

/** The result as the contract has it, from what the JSON transport received. */
export function decodeResultFromJson(method: string, result: Result<unknown>): Result<unknown> {
  if (method !== 'listBookings' || !result.ok || !isPackedBookings(result.value)) return result;
  try {
    return { ok: true, value: unpackBookings(result.value) };
  } catch {
    return fail('internal', 'The Bookings Viewer server sent bookings that could not be read.');
  }
}
