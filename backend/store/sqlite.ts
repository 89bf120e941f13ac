/**
 * Node's own SQLite (`node:sqlite`), which both Node 22 LTS and Electron's Node carry: no native
 * module to rebuild per platform (docs/architecture.md says why it was chosen over better-sqlite3).
 */
import type * as NodeSqlite from 'node:sqlite';

/** An open connection. */
export type Database = NodeSqlite.DatabaseSync;

/** One value a query reads or binds. */
export type SqlValue = NodeSqlite.SQLInputValue;

let loaded: typeof NodeSqlite | null = null;

/**
 * The module, loaded once. Node marks it experimental and prints a warning when it loads, which
 * would land in every command's error output; that one warning is held back, any other passes.
 */
export function sqlite(): typeof NodeSqlite {
  if (loaded) return loaded;
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    loaded = process.getBuiltinModule('node:sqlite') as typeof NodeSqlite;
  } finally {
    process.emitWarning = emitWarning;
  }
  return loaded;
}

/** SQLite's own error, as node:sqlite throws it: its result code says what went wrong. */
export interface SqliteError extends Error {
  readonly code: 'ERR_SQLITE_ERROR';
  readonly errcode: number;
  readonly errstr: string;
}

/** True for an error SQLite raised (not a bug of ours). */
export function isSqliteError(error: unknown): error is SqliteError {
  return error instanceof Error && (error as { code?: unknown }).code === 'ERR_SQLITE_ERROR';
}

/** SQLite's primary result codes this store tells apart (https://sqlite.org/rescode.html). */
export const SQLITE = {
  BUSY: 5,
  LOCKED: 6,
  READONLY: 8,
  IOERR: 10,
  CORRUPT: 11,
  FULL: 13,
  CANTOPEN: 14,
  NOTADB: 26,
} as const;

/** The primary code of an extended one (SQLITE_IOERR_SHORT_READ is 522, primary 10). */
export function primaryCode(error: SqliteError): number {
  return error.errcode & 0xff;
}
