/** The options of the commands that write a file: where, which format, and the CSV's details. */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { usage } from './args';
import type { CliIo } from './io';
import { systemCsvDelimiter } from './system-locale';

/** The output options every file-writing command takes. */
export const FILE_OUTPUT_HELP = `Output:
  --out FILE              the file to write (required): FILE.csv, or FILE.xlsx for an Excel workbook
  --format csv|xlsx       the file's format (default: from the --out extension, else csv). A
                          workbook has typed cells (date-times, numbers, percentages) and keeps
                          every text as text, never as a formula
  --delimiter , or ;      CSV only: field separator (default: what Excel expects in the system's
                          locale, ";" where it writes decimals with a comma, e.g. de_DE or fr_FR;
                          "," otherwise)
  --no-bom                CSV only: no UTF-8 byte-order mark (Excel needs it to read UTF-8)
  --no-neutralise         CSV only: write text cells starting with = + - @, tab, CR or LF as they
                          are (by default they get a leading ' so spreadsheets do not run them)`;

/** The filter options of the exports and reports. */
export const FILTER_HELP = `Filter (optional):
  --tag TAG               only bays with this tag; repeat for several; --tag "" for untagged bays
  --search TEXT           only bookings whose bay name, user name or e-mail contains TEXT`;

/** The filter options' parser settings. */
export const filterOptions = {
  tag: { type: 'string', multiple: true },
  search: { type: 'string' },
} as const;

/** The options of a command that writes a CSV file or workbook. */
export const fileOptions = {
  out: { type: 'string', short: 'o' },
  format: { type: 'string' },
  delimiter: { type: 'string' },
  bom: { type: 'boolean', default: true },
  neutralise: { type: 'boolean', default: true },
  ...filterOptions,
} as const;

/** The --out file as an absolute path; refuses a missing --out or a folder. */
export async function outputFile(out: string | undefined, io: CliIo): Promise<string> {
  if (!out) throw usage('Give the file to write with --out FILE.csv (or FILE.xlsx).');
  const targetPath = resolve(io.cwd, out);
  const existing = await stat(targetPath).catch(() => null);
  if (existing?.isDirectory()) throw usage(`--out ${out} is a folder; give a file name.`);
  return targetPath;
}

/**
 * The --delimiter value as a separator (a word or the character itself); without it, the one Excel
 * expects in the system's locale (LC_ALL, LC_NUMERIC, LANG).
 */
export function delimiterOf(
  value: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): ',' | ';' {
  if (value === undefined) return systemCsvDelimiter(env);
  if (value === ',' || value === 'comma') return ',';
  if (value === ';' || value === 'semicolon') return ';';
  throw usage(`--delimiter must be "," or ";", not "${value}".`);
}

/** `HH:MM-HH:MM` read as minutes after local midnight; whether it is a valid time of day is the contract's to say. */
export function hoursOf(
  value: string | undefined,
): { startMinute: number; endMinute: number } | null {
  if (value === undefined) return null;
  const m = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(value.trim());
  const minute = (h: string | undefined, mm: string | undefined) =>
    Number(mm) < 60 ? Number(h) * 60 + Number(mm) : NaN;
  const startMinute = m ? minute(m[1], m[2]) : NaN;
  const endMinute = m ? minute(m[3], m[4]) : NaN;
  if (!Number.isFinite(startMinute) || !Number.isFinite(endMinute))
    throw usage(`--hours must be like 07:00-19:00, not "${value}".`);
  return { startMinute, endMinute };
}
