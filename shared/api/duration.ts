/**
 * Reads the `duration` of the start_date/end_date booking shape: a PostgreSQL-style range such as
 * `["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")`. The spec calls it half-open; servers differ in
 * quoting and brackets, so any bracket is accepted on either side and bounds may be quoted or bare.
 * Brackets do not move the instants: at millisecond precision an open or closed bound names the same time.
 */
import { parseTimestampAt } from './timestamp';

const QUOTE = 34;
const COMMA = 44;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Where a bound starting at `i` ends: [valueStart, valueEnd, next index after it], or null. */
function readBound(text: string, i: number, end: number): [number, number, number] | null {
  while (i < end && isSpace(text.charCodeAt(i))) i += 1;
  if (i >= end) return null;
  if (text.charCodeAt(i) === QUOTE) {
    const close = text.indexOf('"', i + 1);
    if (close < 0 || close >= end) return null;
    let next = close + 1;
    while (next < end && isSpace(text.charCodeAt(next))) next += 1;
    return [i + 1, close, next];
  }
  // A bare bound runs to the next comma or to the end; quotes inside it mean unbalanced quoting.
  let j = i;
  while (j < end) {
    const c = text.charCodeAt(j);
    if (c === COMMA) break;
    if (c === QUOTE) return null;
    j += 1;
  }
  let valueEnd = j;
  while (valueEnd > i && isSpace(text.charCodeAt(valueEnd - 1))) valueEnd -= 1;
  return [i, valueEnd, j];
}

/**
 * The instants of a range text, e.g. `["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")`, or null when
 * it is not a range of two timestamps with offsets (missing bound, garbage, unbalanced, end before start).
 */
export function parseDuration(text: string): { startMs: number; endMs: number } | null {
  if (typeof text !== 'string') return null;
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start += 1;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  if (end - start < 5) return null;
  const open = text.charCodeAt(start);
  const close = text.charCodeAt(end - 1);
  if (open !== 91 /* [ */ && open !== 40 /* ( */) return null;
  if (close !== 93 /* ] */ && close !== 41 /* ) */) return null;
  const inner = end - 1;
  const lower = readBound(text, start + 1, inner);
  if (!lower || lower[2] >= inner || text.charCodeAt(lower[2]) !== COMMA) return null;
  const upper = readBound(text, lower[2] + 1, inner);
  if (!upper || upper[2] !== inner) return null;
  const startMs = parseTimestampAt(text, lower[0], lower[1]);
  const endMs = parseTimestampAt(text, upper[0], upper[1]);
  if (Number.isNaN(startMs) || Number.isNaN(endMs) || endMs < startMs) return null;
  return { startMs, endMs };
}
