/**
 * The most bays occupied at one instant of the window, found in one sweep over bookings fed in start
 * order: a min-heap holds each active bay's current run end (one entry per bay, re-pushed when its run
 * grew), and the count is read at each booking start inside the window and at each window piece start.
 */
import type { Peak } from './types';
import type { WindowPieces } from './window-pieces';

/** Feeds bay runs in start order; read the peak when done. */
export interface PeakTracker {
  /** A counted booking of bay `bay` over [startMs, endMs); `inWindow` when startMs lies in the window. */
  add(bay: number, startMs: number, endMs: number, inWindow: boolean): void;
  finish(): Peak;
}

/** A tracker over the window's pieces. */
export function createPeakTracker(pieces: WindowPieces): PeakTracker {
  let heapEnd = new Float64Array(64);
  let heapBay = new Int32Array(64);
  let size = 0;
  /** Per bay: the end of its current run, -Infinity when idle. */
  let runEnd = new Float64Array(64).fill(Number.NEGATIVE_INFINITY);
  let active = 0;
  let peak = 0;
  let peakAt: number | null = null;
  let nextPiece = 0;
  let now = Number.NEGATIVE_INFINITY;

  const push = (end: number, bay: number): void => {
    if (size === heapEnd.length) {
      const e = new Float64Array(size * 2);
      e.set(heapEnd);
      heapEnd = e;
      const b = new Int32Array(size * 2);
      b.set(heapBay);
      heapBay = b;
    }
    let i = size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((heapEnd[parent] as number) <= end) break;
      heapEnd[i] = heapEnd[parent] as number;
      heapBay[i] = heapBay[parent] as number;
      i = parent;
    }
    heapEnd[i] = end;
    heapBay[i] = bay;
  };
  const popTop = (): void => {
    const end = heapEnd[--size] as number;
    const bay = heapBay[size] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && (heapEnd[child + 1] as number) < (heapEnd[child] as number)) child++;
      if ((heapEnd[child] as number) >= end) break;
      heapEnd[i] = heapEnd[child] as number;
      heapBay[i] = heapBay[child] as number;
      i = child;
    }
    heapEnd[i] = end;
    heapBay[i] = bay;
  };
  /** Ends the runs that are over at t. */
  const prune = (t: number): void => {
    while (size > 0 && (heapEnd[0] as number) <= t) {
      const bay = heapBay[0] as number;
      const end = heapEnd[0] as number;
      popTop();
      const current = runEnd[bay] as number;
      if (current > end && current > t) push(current, bay);
      else {
        runEnd[bay] = Number.NEGATIVE_INFINITY;
        active--;
      }
    }
  };
  const read = (t: number): void => {
    if (active > peak) {
      peak = active;
      peakAt = t;
    }
  };
  /** Reads the count at each window piece start up to t: a run may have begun before the window. */
  const piecesUpTo = (t: number): void => {
    const { start, joinsPrevious, count } = pieces;
    while (nextPiece < count && (start[nextPiece] as number) <= t) {
      if (joinsPrevious[nextPiece] === 0) {
        const s = start[nextPiece] as number;
        prune(s);
        read(s);
      }
      nextPiece++;
    }
  };

  return {
    add(bay, startMs, endMs, inWindow) {
      // Out-of-order input cannot move the sweep back; it is read at the current instant instead.
      const t = Math.max(startMs, now);
      now = t;
      piecesUpTo(t);
      prune(t);
      if (endMs <= t) return;
      if (bay >= runEnd.length) {
        const grown = new Float64Array(Math.max(bay + 1, runEnd.length * 2)).fill(
          Number.NEGATIVE_INFINITY,
        );
        grown.set(runEnd);
        runEnd = grown;
      }
      const current = runEnd[bay] as number;
      if (current > t) {
        if (endMs > current) runEnd[bay] = endMs;
      } else {
        runEnd[bay] = endMs;
        push(endMs, bay);
        active++;
      }
      if (inWindow) read(t);
    },
    finish() {
      piecesUpTo(Number.POSITIVE_INFINITY);
      return { baysInUse: peak, atMs: peakAt };
    },
  };
}
