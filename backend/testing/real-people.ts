/**
 * Test helper: the demo company's real people, and a search of any output (text, CSV, JSON, a
 * workbook, a data folder) for their names, e-mails, e-mail local parts and user ids, looked for
 * both in the bytes as written and in the text as a reader decodes it (CSV quoting, XML entities,
 * JSON escapes would otherwise hide a name from a plain search).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import * as XLSX from 'xlsx';
import { catalogFor } from '#demo-api/catalog-cache';
import type { DemoUser } from '#demo-api/dataset';

/** One thing that names a person, and what it is (for the failure message). */
export interface Secret {
  readonly kind: 'name' | 'name word' | 'e-mail' | 'e-mail local part' | 'user id';
  readonly text: string;
  /** Matched only where no letter or digit is glued to it, so "Kim" is not found in "Kimberley". */
  readonly whole: boolean;
}

/** Every user of the demo company (seed 1, the demo scale) as its server for `now` serves them. */
export function demoUsers(now: number): readonly DemoUser[] {
  return catalogFor(1, 'demo', now).dataset.users;
}

// Words of a name that a file could hold for other reasons (a column, a sheet, a note's words).
const COMMON_WORDS = new Set(['Sign', 'Plus', 'Minus', 'Handle', 'Eval', 'Grace', 'Person']);

/** What names each user: the whole name, its longer words, the e-mail, its local part and the id. */
export function secretsOf(users: readonly DemoUser[]): readonly Secret[] {
  const secrets = new Map<string, Secret>();
  const add = (secret: Secret) => {
    if (secret.text.length > 0 && !secrets.has(secret.text)) secrets.set(secret.text, secret);
  };
  for (const user of users) {
    add({ kind: 'name', text: user.name, whole: false });
    for (const word of user.name.split(/[\s,"=+@-]+/u))
      if ([...word].length >= 4 && !COMMON_WORDS.has(word))
        add({ kind: 'name word', text: word, whole: true });
    add({ kind: 'e-mail', text: user.email, whole: false });
    add({ kind: 'e-mail local part', text: user.email.split('@')[0] ?? '', whole: true });
    add({ kind: 'user id', text: user.id, whole: false });
  }
  return [...secrets.values()];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The secrets found in `text`, as "kind: text" lines (none when it names no one). */
export function secretsIn(text: string, secrets: readonly Secret[]): readonly string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  for (const secret of secrets) {
    // E-mails and their local parts are matched whatever their case, as mail servers read them.
    const caseless = secret.kind === 'e-mail' || secret.kind === 'e-mail local part';
    const haystack = caseless ? lower : text;
    const needle = caseless ? secret.text.toLowerCase() : secret.text;
    if (!haystack.includes(needle)) continue;
    if (
      secret.whole &&
      !new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'u').test(
        haystack,
      )
    )
      continue;
    found.push(`${secret.kind}: ${secret.text}`);
  }
  return found;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** XML text with its entities and character references read. */
export function xmlDecoded(xml: string): string {
  return xml.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return XML_ENTITIES[ref] ?? whole;
  });
}

/** Every entry of a workbook (a zip), as written and with its XML decoded. */
export function workbookTexts(bytes: Buffer): readonly string[] {
  // SheetJS types its zip reader as any; an entry has its unzipped bytes.
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' }) as {
    readonly FileIndex: readonly { readonly content?: Uint8Array | null }[];
  };
  const entries = zip.FileIndex.filter((entry) => entry.content && entry.content.length > 0);
  if (entries.length === 0) throw new Error('The workbook holds no entries.');
  return entries.flatMap((entry) => {
    const text = Buffer.from(entry.content as Uint8Array).toString('utf8');
    return [text, xmlDecoded(text)];
  });
}

/** A CSV file as written and its cells as a reader sees them (quotes undone). */
export function csvTexts(text: string, delimiter = ','): readonly string[] {
  const cells = (parse(text.replace(/^\uFEFF/, ''), { delimiter }) as string[][]).flat();
  return [text, cells.join('\n')];
}

function stringsOf(value: unknown): readonly string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)]);
  return [];
}

/** JSON as written and its strings (keys too) as a reader sees them (escapes undone). */
export function jsonTexts(text: string): readonly string[] {
  return [text, stringsOf(JSON.parse(text) as unknown).join('\n')];
}

/** A file's texts by its kind: a workbook's entries, a CSV's cells, JSON's strings, else its text. */
export function fileTexts(name: string, bytes: Buffer): readonly string[] {
  if (name.endsWith('.xlsx')) return workbookTexts(bytes);
  const text = bytes.toString('utf8');
  if (name.endsWith('.csv')) return csvTexts(text);
  if (name.endsWith('.json')) return jsonTexts(text);
  return [text];
}

/** Every file under `folder`, by path relative to it, with its texts (fileTexts). */
export async function folderTexts(folder: string): Promise<ReadonlyMap<string, readonly string[]>> {
  const texts = new Map<string, readonly string[]>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    texts.set(path.slice(folder.length + 1), fileTexts(entry.name, await readFile(path)));
  }
  return texts;
}
