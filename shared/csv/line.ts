/**
 * A booking straight to the UTF-8 bytes of its CSV line, CRLF included: the same bytes as encoding
 * createRowBuilder's record with RFC 4180 quoting, without the 12-element record, the per-row string
 * concatenation or the per-batch text encoding in between. The export's hot path (a million rows):
 * the cells that repeat (bays, users, locations) are escaped and encoded once and memoised, and
 * times are formatted from cached day prefixes. Building a batch as one string and encoding that
 * (one non-Latin-1 name makes it all a two-byte string) was about a quarter of the export's time.
 */
import type { Booking } from '../model';
import { formatLocalDateTime } from '../time/zone';
import type { BayInfo } from './filter';
import { looksLikeFormula } from './neutralise';
import { formatDurationMinutes, formatUtc, type RowOptions } from './row';

/** The field separators the export offers. */
export type CsvDelimiter = ',' | ';';

/** How lines are built: the row's options plus the separator. */
export interface LineOptions extends RowOptions {
  readonly delimiter: CsvDelimiter;
}

const DAY_MS = 86_400_000;
/** Bounds the memo of escaped cells: names and e-mails of a location are far fewer. */
const MAX_MEMO = 50_000;

/** Returns a function that quotes one field as csv-stringify does with the export's options. */
export function csvFieldQuoter(delimiter: CsvDelimiter): (value: string) => string {
  const special = delimiter === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return (value) => (special.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
}

const NON_ASCII = /[\u0080-\uffff]/;

/** The UTF-8 bytes of text as a string of one character per byte; lone surrogates become U+FFFD. */
export function utf8Binary(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      out += String.fromCharCode(c);
      continue;
    }
    if (c < 0x800) {
      out += String.fromCharCode(0xc0 | (c >> 6), 0x80 | (c & 63));
      continue;
    }
    const low = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      const p = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
      out += String.fromCharCode(
        0xf0 | (p >> 18),
        0x80 | ((p >> 12) & 63),
        0x80 | ((p >> 6) & 63),
        0x80 | (p & 63),
      );
      i += 1;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    out += String.fromCharCode(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** Bytes being filled: `bytes[0, length)` is written so far; `bytes` is replaced when it grows. */
export interface ByteSink {
  bytes: Uint8Array;
  length: number;
}

/** A sink with room for about `capacity` bytes to start with. */
export function createByteSink(capacity = 1 << 16): ByteSink {
  return { bytes: new Uint8Array(Math.max(16, capacity)), length: 0 };
}

/** Appends text made of characters below 256 (ASCII, or UTF-8 bytes from utf8Binary). */
function put(sink: ByteSink, text: string): void {
  let { bytes, length: n } = sink;
  if (n + text.length > bytes.length) {
    const grown = new Uint8Array(Math.max(bytes.length * 2, n + text.length));
    grown.set(bytes.subarray(0, n));
    bytes = grown;
    sink.bytes = grown;
  }
  for (let i = 0; i < text.length; i++) bytes[n++] = text.charCodeAt(i);
  sink.length = n;
}

/**
 * Returns a function that appends the CSV line of a booking, UTF-8 encoded, to a sink: written
 * byte by byte rather than concatenated, so a batch is never a rope of strings to flatten and encode.
 */
export function createLineWriter(options: LineOptions): (booking: Booking, sink: ByteSink) => void {
  const { delimiter: d, timeZone: zone } = options;
  const quote = csvFieldQuoter(d);
  const neutralise = options.neutraliseFormulas !== false;
  const cell = (value: string): string =>
    utf8Binary(quote(neutralise && looksLikeFormula(value) ? `'${value}` : value));
  const memo = new Map<string, string>();
  const text = (value: string | null | undefined): string => {
    if (!value) return '';
    let escaped = memo.get(value);
    if (escaped === undefined) {
      escaped = cell(value);
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(value, escaped);
    }
    return escaped;
  };
  // The bay and bay_tag cells of each listed bay, with the separators around them, ready to paste.
  const listedBays = new Map<string, string>();
  const bayCells = (bay: BayInfo): string => `${d}${text(bay.name)}${d}${text(bay.tag)}${d}`;
  for (const [id, bay] of options.bays ?? []) listedBays.set(id, bayCells(bay));
  const fallbackLocation = options.fallbackLocationName ?? null;
  const zoneCell = `${d}${utf8Binary(quote(zone))}${d}`;
  let utcDay = Number.NaN;
  let utcPrefix = '';
  const utc = (ms: number): string => {
    const day = Math.floor(ms / DAY_MS);
    const ofDay = ms - day * DAY_MS;
    if (ofDay % 1000 !== 0) return formatUtc(ms);
    if (day !== utcDay) {
      utcDay = day;
      utcPrefix = formatUtc(day * DAY_MS).slice(0, -9);
    }
    const s = ofDay / 1000;
    const m = Math.floor(s / 60);
    return `${utcPrefix}${TWO[Math.floor(m / 60)]}:${TWO[m % 60]}:${TWO[s % 60]}Z`;
  };
  return (b, sink) => {
    put(sink, b.id ? cell(b.id) : '');
    put(sink, d);
    put(sink, text(b.location?.name ?? fallbackLocation));
    const bayId = b.bay?.id;
    const listed = bayId ? listedBays.get(bayId) : undefined;
    if (listed !== undefined) put(sink, listed);
    else {
      put(sink, d);
      put(sink, text(b.bay?.name));
      put(sink, d);
      put(sink, text(b.bay?.tag));
      put(sink, d);
    }
    const user = b.user;
    put(sink, text(user?.name));
    put(sink, d);
    put(sink, text(user?.email));
    put(sink, d);
    put(sink, formatLocalDateTime(zone, b.startMs));
    put(sink, d);
    put(sink, formatLocalDateTime(zone, b.endMs));
    put(sink, zoneCell);
    put(sink, utc(b.startMs));
    put(sink, d);
    put(sink, utc(b.endMs));
    put(sink, d);
    put(sink, formatDurationMinutes(b.startMs, b.endMs));
    put(sink, '\r\n');
  };
}

const TWO: readonly string[] = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
