/**
 * A booking straight to the UTF-8 bytes of its CSV line, CRLF included: the same bytes as encoding
 * createRowBuilder's record with RFC 4180 quoting, without the 12-element record, the per-row string
 * concatenation or the per-batch text encoding in between. The export's hot path (a million rows):
 * the cells that repeat (bays, users, locations) are escaped and encoded once and memoised, and
 * times are formatted from cached day prefixes. Building a batch as one string and encoding that
 * (one non-Latin-1 name makes it all a two-byte string) was about a quarter of the export's time.
 */
import type { ExportRequest } from '../contract/index';
import { type CellTally, createCellTally } from '../export/cell-tally';
import type { Booking } from '../model';
import type { ScopeRow } from '../scope/bay-index';
import { localDatePrefix } from '../time/zone';
import { DAY_MS, offsetSeconds, stateFor } from '../time/zone-cache';
import { looksLikeFormula } from './neutralise';
import { formatDurationMinutes, formatUtc, type RowOptions } from './row';

/** The field separators the export offers. */
export type CsvDelimiter = ExportRequest['delimiter'];

/** How lines are built: the row's options plus the separator. */
export interface LineOptions extends RowOptions {
  readonly delimiter: CsvDelimiter;
  /** Counts the characters written as U+FFFD (lone surrogates, which UTF-8 cannot encode). */
  readonly tally?: CellTally;
}

/** Bounds the memo of escaped cells: names and e-mails of a location are far fewer. */
const MAX_MEMO = 50_000;

/** Returns a function that quotes one field as csv-stringify does with the export's options. */
export function csvFieldQuoter(delimiter: CsvDelimiter): (value: string) => string {
  const special = delimiter === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return (value) => (special.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The UTF-8 bytes of text as a string of one character per byte; lone surrogates become U+FFFD,
 * counted in `tally`.
 */
export function utf8Binary(text: string, tally?: CellTally): string {
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
    if (c >= 0xd800 && c <= 0xdfff) {
      c = 0xfffd;
      if (tally) tally.charactersReplaced += 1;
    }
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

/** Makes room for `extra` more bytes. */
function ensure(sink: ByteSink, extra: number): void {
  if (sink.length + extra <= sink.bytes.length) return;
  const grown = new Uint8Array(Math.max(sink.bytes.length * 2, sink.length + extra));
  grown.set(sink.bytes.subarray(0, sink.length));
  sink.bytes = grown;
}

/** Copies text made of characters below 256 (ASCII, or UTF-8 bytes from utf8Binary) to bytes at n. */
function copy(bytes: Uint8Array, n: number, text: string): number {
  for (let i = 0; i < text.length; i++) bytes[n++] = text.charCodeAt(i);
  return n;
}

const ZERO = 48;

/** Writes `HH:MM:SS` for a second of the day. */
function copyClock(bytes: Uint8Array, n: number, secondOfDay: number): number {
  const hour = Math.floor(secondOfDay / 3600);
  const minute = Math.floor(secondOfDay / 60) % 60;
  const second = secondOfDay % 60;
  bytes[n] = ZERO + Math.floor(hour / 10);
  bytes[n + 1] = ZERO + (hour % 10);
  bytes[n + 2] = 58;
  bytes[n + 3] = ZERO + Math.floor(minute / 10);
  bytes[n + 4] = ZERO + (minute % 10);
  bytes[n + 5] = 58;
  bytes[n + 6] = ZERO + Math.floor(second / 10);
  bytes[n + 7] = ZERO + (second % 10);
  return n + 8;
}

/**
 * Room for everything in a line but its text cells: two local and two UTC times, the duration,
 * separators and CRLF. Generous: years beyond 9999 and odd milliseconds take a few more characters.
 */
const MAX_TIME_CELLS_LENGTH = 192;

/**
 * Returns a function that appends the CSV line of a booking, UTF-8 encoded, to a sink: written
 * byte by byte rather than concatenated, so a batch is never a rope of strings to flatten and encode.
 */
export function createLineWriter(options: LineOptions): (booking: Booking, sink: ByteSink) => void {
  const { delimiter: d, zone } = options;
  const tally = options.tally ?? createCellTally();
  const quote = csvFieldQuoter(d);
  const neutralise = options.neutraliseFormulas !== false;
  const cell = (value: string): string =>
    utf8Binary(quote(neutralise && looksLikeFormula(value) ? `'${value}` : value), tally);
  const memo = new Map<string, string>();
  // Every cell counts its replaced characters, memoised or not. Only the rare texts that have some
  // are kept here, and until there is one no row looks them up.
  const replacedIn = new Map<string, number>();
  let anyReplaced = false;
  const text = (value: string | null | undefined): string => {
    if (!value) return '';
    let escaped = memo.get(value);
    if (escaped === undefined) {
      const before = tally.charactersReplaced;
      escaped = cell(value);
      if (memo.size >= MAX_MEMO) {
        memo.clear();
        replacedIn.clear();
      }
      memo.set(value, escaped);
      if (tally.charactersReplaced > before) {
        replacedIn.set(value, tally.charactersReplaced - before);
        anyReplaced = true;
      }
    } else if (anyReplaced) {
      tally.charactersReplaced += replacedIn.get(value) ?? 0;
    }
    return escaped;
  };
  // The bay and bay_tag cells of each listed bay's row, with the separators around them, ready to
  // paste, and the characters they replaced, counted again at each paste.
  const { rows } = options;
  const listedCells: string[] = [];
  const listedReplaced: number[] = [];
  const listedBay = (row: ScopeRow): string => {
    let cells = listedCells[row.index];
    if (cells === undefined) {
      const before = tally.charactersReplaced;
      cells = `${d}${text(row.name)}${d}${text(row.tag)}${d}`;
      listedCells[row.index] = cells;
      listedReplaced[row.index] = tally.charactersReplaced - before;
    } else if (anyReplaced) {
      tally.charactersReplaced += listedReplaced[row.index] ?? 0;
    }
    return cells;
  };
  const fallbackLocation = options.fallbackLocationName ?? null;
  const withPeople = options.personalData !== false;
  const zoneCell = `${d}${utf8Binary(quote(zone))}${d}`;
  const zoneState = stateFor(zone);
  // Day prefixes ('YYYY-MM-DD ' local, 'YYYY-MM-DDT' UTC) by day number: rows come in start order,
  // so a handful of days serve a whole batch.
  const utcPrefixes = new Map<number, string>();
  const copyLocal = (bytes: Uint8Array, n: number, ms: number): number => {
    const local = ms + offsetSeconds(zoneState, ms) * 1000;
    const day = Math.floor(local / DAY_MS);
    const prefix = localDatePrefix(day);
    return copyClock(bytes, copy(bytes, n, prefix), Math.floor((local - day * DAY_MS) / 1000));
  };
  const copyUtc = (bytes: Uint8Array, n: number, ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    const ofDay = ms - day * DAY_MS;
    if (ofDay % 1000 !== 0) return copy(bytes, n, formatUtc(ms));
    let prefix = utcPrefixes.get(day);
    if (prefix === undefined) {
      prefix = formatUtc(day * DAY_MS).slice(0, -9);
      if (utcPrefixes.size >= MAX_MEMO) utcPrefixes.clear();
      utcPrefixes.set(day, prefix);
    }
    const end = copyClock(bytes, copy(bytes, n, prefix), ofDay / 1000);
    bytes[end] = 90; // Z
    return end + 1;
  };
  const separator = d.charCodeAt(0);
  return (b, sink) => {
    const id = b.id ? cell(b.id) : '';
    const location = text(b.location?.name ?? fallbackLocation);
    const listed = rows?.listedRowOf(b);
    const bay =
      listed === undefined
        ? `${d}${text(b.bay?.name)}${d}${text(b.bay?.tag)}${d}`
        : listedBay(listed);
    const user = withPeople ? b.user : null;
    const name = text(user?.name);
    const email = text(user?.email);
    ensure(
      sink,
      id.length +
        location.length +
        bay.length +
        name.length +
        email.length +
        zoneCell.length +
        MAX_TIME_CELLS_LENGTH,
    );
    const { bytes } = sink;
    let n = copy(bytes, sink.length, id);
    bytes[n++] = separator;
    n = copy(bytes, copy(bytes, n, location), bay);
    n = copy(bytes, n, name);
    bytes[n++] = separator;
    n = copy(bytes, n, email);
    bytes[n++] = separator;
    n = copyLocal(bytes, n, b.startMs);
    bytes[n++] = separator;
    n = copyLocal(bytes, n, b.endMs);
    n = copy(bytes, n, zoneCell);
    n = copyUtc(bytes, n, b.startMs);
    bytes[n++] = separator;
    n = copyUtc(bytes, n, b.endMs);
    bytes[n++] = separator;
    n = copy(bytes, n, formatDurationMinutes(b.startMs, b.endMs));
    bytes[n++] = 13;
    bytes[n++] = 10;
    sink.length = n;
  };
}
