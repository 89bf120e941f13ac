/**
 * A strict, allocation-free reader for the API's timestamps: ISO 8601 and PostgreSQL's text form, always
 * with a UTC offset, e.g. `2026-03-29T02:00:00+01:00` or `2026-03-29 02:00:00.5+01`. Hand-written rather
 * than Date.parse because Date.parse accepts too much (and differently per engine) and runs per booking.
 */
import { daysFromCivil } from '../time/civil';

const ZERO = 48;

/** The two-digit number at `i`, or -1. */
function digits2(text: string, i: number): number {
  const a = text.charCodeAt(i) - ZERO;
  const b = text.charCodeAt(i + 1) - ZERO;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Epoch ms of the timestamp occupying exactly text[from, to), or NaN. Accepts `T`, `t` or a space between
 * date and time, optional seconds, a fraction with `.` or `,` (kept to the millisecond, truncated), and an
 * offset `Z`, ±HH, ±HHMM, ±HH:MM or ±HH:MM:SS (historical local mean time has seconds).
 */
export function parseTimestampAt(text: string, from: number, to: number): number {
  let i = from;
  if (to - i < 17) return Number.NaN;
  const y1 = digits2(text, i);
  const y2 = digits2(text, i + 2);
  if (y1 < 0 || y2 < 0 || text.charCodeAt(i + 4) !== 45 /* - */) return Number.NaN;
  const year = y1 * 100 + y2;
  const month = digits2(text, i + 5);
  if (month < 1 || month > 12 || text.charCodeAt(i + 7) !== 45) return Number.NaN;
  const day = digits2(text, i + 8);
  if (day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  const sep = text.charCodeAt(i + 10);
  if (sep !== 84 /* T */ && sep !== 116 /* t */ && sep !== 32 /* space */) return Number.NaN;
  const hour = digits2(text, i + 11);
  const minute = digits2(text, i + 14);
  if (hour < 0 || hour > 24 || text.charCodeAt(i + 13) !== 58 /* : */) return Number.NaN;
  if (minute < 0 || minute > 59) return Number.NaN;
  i += 16;
  let second = 0;
  let ms = 0;
  if (i < to && text.charCodeAt(i) === 58) {
    second = digits2(text, i + 1);
    // 60 would be a leap second; the API has no reason to send one and epoch time cannot hold it.
    if (second < 0 || second > 59) return Number.NaN;
    i += 3;
    const dot = text.charCodeAt(i);
    if (i < to && (dot === 46 /* . */ || dot === 44) /* , */) {
      i += 1;
      const fractionStart = i;
      let scale = 100;
      while (i < to) {
        const d = text.charCodeAt(i) - ZERO;
        if (d < 0 || d > 9) break;
        ms += d * scale;
        scale /= 10;
        i += 1;
      }
      if (i === fractionStart) return Number.NaN;
      ms = Math.floor(ms);
    }
  }
  // 24:00 is the end of the day, and nothing later.
  if (hour === 24 && (minute !== 0 || second !== 0 || ms !== 0)) return Number.NaN;
  if (i >= to) return Number.NaN; // the offset is required: a bare local time names no instant
  let offsetSeconds = 0;
  const sign = text.charCodeAt(i);
  if (sign === 90 /* Z */ || sign === 122 /* z */) {
    i += 1;
  } else if (sign === 43 /* + */ || sign === 45 /* - */ || sign === 0x2212 /* − */) {
    const oh = digits2(text, i + 1);
    if (oh < 0 || oh > 18) return Number.NaN;
    i += 3;
    let om = 0;
    let os = 0;
    if (i < to) {
      const colon = text.charCodeAt(i) === 58;
      om = digits2(text, colon ? i + 1 : i);
      if (om < 0 || om > 59) return Number.NaN;
      i += colon ? 3 : 2;
      if (i < to) {
        // Seconds need the same separator style as minutes.
        if (colon !== (text.charCodeAt(i) === 58)) return Number.NaN;
        os = digits2(text, colon ? i + 1 : i);
        if (os < 0 || os > 59) return Number.NaN;
        i += colon ? 3 : 2;
      }
    }
    offsetSeconds = (oh * 3600 + om * 60 + os) * (sign === 43 ? 1 : -1);
  } else {
    return Number.NaN;
  }
  if (i !== to) return Number.NaN;
  const wallSeconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second;
  return (wallSeconds - offsetSeconds) * 1000 + ms;
}

/** Epoch ms of an ISO 8601 timestamp with an offset, or null when it is not exactly one. */
export function parseTimestamp(text: string): number | null {
  if (typeof text !== 'string') return null;
  const t = parseTimestampAt(text, 0, text.length);
  return Number.isNaN(t) ? null : t;
}
