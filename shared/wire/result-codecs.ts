/**
 * Results that travel in another form than the contract's, per method: a new method with a packed
 * result is one entry in RESULT_CODECS. Every other result travels as it is.
 */
import type { MethodName, MethodResults } from '../contract/index';
import {
  isPackedBookings,
  packBookings,
  shareNestedObjects,
  unpackBookings,
} from './packed-bookings';

/** How one method's result is sent over each transport, and read back from JSON. */
export interface ResultCodec<Value, Packed> {
  /** The value as Electron's IPC (structured clone) sends it. */
  forIpc(value: Value): Value;
  /** The value as the browser shell's JSON transport sends it. */
  toJson(value: Value): Packed;
  /** Whether what arrived over JSON is in the packed form. */
  isPacked(wire: unknown): wire is Packed;
  /** The value as the contract has it; throws when the packed form is broken. */
  fromJson(wire: Packed): Value;
}

type ResultCodecs = {
  readonly [M in MethodName]?: ResultCodec<MethodResults[M], unknown>;
};

/** The methods whose results are packed for the wire. */
export const RESULT_CODECS: ResultCodecs = {
  listBookings: {
    forIpc: shareNestedObjects,
    toJson: packBookings,
    isPacked: isPackedBookings,
    fromJson: unpackBookings,
  },
};

/** The codec of a method, or undefined when its result travels as it is (or the name is unknown). */
export function resultCodecFor(method: string): ResultCodec<unknown, unknown> | undefined {
  if (!Object.prototype.hasOwnProperty.call(RESULT_CODECS, method)) return undefined;
  return RESULT_CODECS[method as MethodName] as ResultCodec<unknown, unknown> | undefined;
}
