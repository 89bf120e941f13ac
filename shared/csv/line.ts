/**
 * A booking straight to its CSV line, CRLF included: the same text as encoding createRowBuilder's
 * record with RFC 4180 quoting, without the 12-element record in between. The export's hot path (a
 * million rows): the cells that repeat (bays, users, locations) are escaped once and memoised, and
 * times are formatted from cached day prefixes.
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

/** Returns a function that builds the CSV line of a booking. */
export function createLineBuilder(options: LineOptions): (booking: Booking) => string {
  const { delimiter: d, timeZone: zone } = options;
  const quote = csvFieldQuoter(d);
  const neutralise = options.neutraliseFormulas !== false;
  const cell = (value: string): string =>
    quote(neutralise && looksLikeFormula(value) ? `'${value}` : value);
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
  const zoneCell = `${d}${quote(zone)}${d}`;
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
  const id = (value: string): string => (value ? cell(value) : '');
  return (b) => {
    const bayId = b.bay?.id;
    const bay =
      (bayId ? listedBays.get(bayId) : undefined) ??
      `${d}${text(b.bay?.name)}${d}${text(b.bay?.tag)}${d}`;
    const user = b.user;
    return (
      id(b.id) +
      d +
      text(b.location?.name ?? fallbackLocation) +
      bay +
      (user ? text(user.name) + d + text(user.email) : d) +
      d +
      formatLocalDateTime(zone, b.startMs) +
      d +
      formatLocalDateTime(zone, b.endMs) +
      zoneCell +
      utc(b.startMs) +
      d +
      utc(b.endMs) +
      d +
      formatDurationMinutes(b.startMs, b.endMs) +
      '\r\n'
    );
  };
}

const TWO: readonly string[] = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
