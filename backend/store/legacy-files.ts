/**
 * The JSON files the app kept before its store (accounts.json, settings.json), read once, when a
 * data folder's store is first made. A file that cannot be read is said so, never guessed at.
 */
import { readFileSync, statSync } from 'node:fs';

/** Larger than any settings file the app wrote: more is not ours, and is not read into memory. */
export const LEGACY_FILE_LIMIT_BYTES = 16 * 1024 * 1024;

/** What reading one legacy file found. */
export type LegacyRead =
  | { readonly state: 'missing' }
  | { readonly state: 'ok'; readonly value: Readonly<Record<string, unknown>> }
  | { readonly state: 'unreadable'; readonly why: string };

/** Reads and parses a legacy file; an unusable one says why in words. */
export function readLegacyFile(path: string): LegacyRead {
  let text: string;
  try {
    const info = statSync(path);
    if (info.isDirectory()) return { state: 'unreadable', why: 'it is a folder, not a file' };
    if (info.size > LEGACY_FILE_LIMIT_BYTES)
      return {
        state: 'unreadable',
        why: `it is ${megabytes(info.size)}, far larger than the app ever wrote (at most ${megabytes(LEGACY_FILE_LIMIT_BYTES)} is read)`,
      };
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'missing' };
    return { state: 'unreadable', why: `it could not be opened (${code ?? 'unknown error'})` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: 'unreadable', why: 'it is cut short or is not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { state: 'unreadable', why: 'it does not hold the app’s settings' };
  const version = (value as { version?: unknown }).version;
  if (version !== 1)
    return {
      state: 'unreadable',
      why:
        typeof version === 'number' && version > 1
          ? `it was written by a newer version of the app (file version ${version})`
          : 'it has no version this app knows',
    };
  return { state: 'ok', value: value as Readonly<Record<string, unknown>> };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The entries of a JSON object, none of them from its prototype (a key `__proto__` is kept). */
export function ownEntries(value: unknown): readonly (readonly [string, unknown])[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>);
}
