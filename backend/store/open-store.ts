/**
 * Opens (and on first use makes) a data folder's store: WAL, so readers never wait for a writer; a
 * busy timeout, so a writer waits its turn rather than fails; the schema migrated in one
 * transaction; the legacy JSON files imported once. A store that cannot be used is said so, by kind.
 */
import { chmodSync, closeSync, openSync, renameSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppFailure } from '#shared/result';
import { PRIVATE_FILE_MODE } from '../json-file';
import { importLegacyFiles, LEGACY_FILES } from './legacy-import';
import { STORE_VERSION, migrationsAfter } from './schema';
import { isSqliteError, primaryCode, SQLITE, sqlite, type Database, type SqlValue } from './sqlite';
import { unusableStore, type Row, type Sql, type Store, type StoreProblemKind } from './store';

/** The store's file in the data folder. */
export const STORE_FILE = 'bookings-viewer.db';

/** Far beyond what settings, sites and delivery logs take; a larger file is not ours to open. */
export const STORE_LIMIT_BYTES = 256 * 1024 * 1024;

/** How long a writer waits for another process's transaction before it gives up. */
const BUSY_TIMEOUT_MS = 5000;

/** An opened store, and what its first opening had to say (legacy files that could not be read). */
export interface OpenedStore {
  readonly store: Store;
  readonly warnings: readonly string[];
}

/** Opens the store of a data folder (made on first use); never throws: a problem is kept in the store. */
export function openStore(dataDir: string): OpenedStore {
  const path = join(dataDir, STORE_FILE);
  const unusable = (kind: StoreProblemKind, why: string): OpenedStore => ({
    store: unusableStore(path, { kind, message: problemMessage(path, kind, why) }),
    warnings: [],
  });
  const shape = checkFile(path);
  if (shape) return unusable(shape.kind, shape.why);
  let db: Database | null = null;
  try {
    db = new (sqlite().DatabaseSync)(path);
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    // Every commit reaches the disk before the call returns: a hidden-names switch must survive a crash.
    db.exec('PRAGMA synchronous = FULL');
    const version = userVersion(db);
    if (version > STORE_VERSION) {
      db.close();
      return unusable('newer', `store version ${version}; this app knows ${STORE_VERSION}`);
    }
    const check = db.prepare('PRAGMA quick_check').get() as Row | undefined;
    if (check?.quick_check !== 'ok') {
      db.close();
      return unusable('damaged', String(check?.quick_check ?? 'it could not be checked'));
    }
    const warnings = version < STORE_VERSION ? migrate(db, dataDir) : [];
    return { store: liveStore(path, db), warnings };
  } catch (error) {
    try {
      db?.close();
    } catch {
      // already unusable
    }
    if (!isSqliteError(error)) throw error;
    return unusable(problemKind(error), error.errstr || error.message);
  }
}

/** Why the file cannot even be opened: a folder, too large, or not ours to read; null when it can. */
function checkFile(path: string): { kind: StoreProblemKind; why: string } | null {
  try {
    const info = statSync(path);
    if (info.isDirectory()) return { kind: 'folder', why: '' };
    if (info.size > STORE_LIMIT_BYTES) return { kind: 'too-large', why: megabytes(info.size) };
    // Written as private by every version; a copy put back by hand is made private again.
    if ((info.mode & 0o077) !== 0 && info.uid === process.getuid?.())
      chmodSync(path, PRIVATE_FILE_MODE);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return { kind: 'unreadable', why: code ?? 'unknown error' };
  }
  try {
    // Made private before SQLite opens it: its -wal and -shm files take the same mode.
    closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
    return null;
  } catch (error) {
    return { kind: 'unreadable', why: (error as NodeJS.ErrnoException).code ?? 'unknown error' };
  }
}

function userVersion(db: Database): number {
  return Number((db.prepare('PRAGMA user_version').get() as Row | undefined)?.user_version ?? 0);
}

/** Brings the schema up to STORE_VERSION; the first process to get the write lock does it, once. */
function migrate(db: Database, dataDir: string): readonly string[] {
  db.exec('BEGIN IMMEDIATE');
  let imported: readonly string[] = [];
  let warnings: readonly string[] = [];
  try {
    const from = userVersion(db);
    if (from >= STORE_VERSION) {
      db.exec('COMMIT');
      return [];
    }
    for (const step of migrationsAfter(from)) step(db);
    if (from === 0)
      ({ imported, warnings } = importLegacyFiles(db, {
        accounts: join(dataDir, LEGACY_FILES[0]),
        settings: join(dataDir, LEGACY_FILES[1]),
      }));
    db.exec(`PRAGMA user_version = ${STORE_VERSION}`);
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
  for (const file of imported) keepAsBackup(file);
  return warnings;
}

/** Renames an imported file aside (never over an earlier backup), so no app reads it again. */
function keepAsBackup(file: string): void {
  let backup = `${file}.backup`;
  for (let n = 2; existsSync(backup); n++) backup = `${file}.backup-${n}`;
  try {
    renameSync(file, backup);
    chmodSync(backup, PRIVATE_FILE_MODE);
  } catch {
    // Another process imported the same file at the same moment and moved it first.
  }
}

/** The store over an open, migrated connection. */
function liveStore(path: string, db: Database): Store {
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  const statement = (text: string) => {
    let prepared = statements.get(text);
    if (!prepared) {
      prepared = db.prepare(text);
      statements.set(text, prepared);
    }
    return prepared;
  };
  const sql: Sql = {
    get: (text, ...params) => statement(text).get(...(params as SqlValue[])) as Row | undefined,
    all: (text, ...params) => statement(text).all(...(params as SqlValue[])) as Row[],
    run: (text, ...params) => Number(statement(text).run(...(params as SqlValue[])).changes),
  };
  let ownWrites = 0;
  let closed = false;
  const transaction = <T>(begin: string, run: (sql: Sql) => T): T => {
    if (closed) throw new AppFailure('io', 'The app is closing; try again.');
    try {
      db.exec(begin);
      try {
        const value = run(sql);
        db.exec('COMMIT');
        return value;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      if (!isSqliteError(error)) throw error;
      throw new AppFailure('io', problemMessage(path, problemKind(error), error.errstr));
    }
  };
  return {
    path,
    problem: null,
    read: (run) => transaction('BEGIN', run),
    write(change) {
      const value = transaction('BEGIN IMMEDIATE', change);
      ownWrites++;
      // Into the main file at once where no reader holds it back: a commit kept only in the -wal
      // file would be lost with that file.
      try {
        db.exec('PRAGMA wal_checkpoint(PASSIVE)');
      } catch {
        // the next write or the last close checkpoints it
      }
      return value;
    },
    changeStamp() {
      const row = statement('PRAGMA data_version').get() as Row | undefined;
      return `${String(row?.data_version)}:${ownWrites}`;
    },
    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}

function problemKind(error: Parameters<typeof primaryCode>[0]): StoreProblemKind {
  switch (primaryCode(error)) {
    case SQLITE.CORRUPT:
    case SQLITE.NOTADB:
      return 'damaged';
    default:
      return 'unreadable';
  }
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;
}

/** The words for a problem: what is wrong with which file, and what to do. */
function problemMessage(path: string, kind: StoreProblemKind, why: string): string {
  const keys = 'Your API keys stay in the keychain.';
  switch (kind) {
    case 'folder':
      return `The app's store ${path} is a folder, not a file. Move the folder aside and start the app again. ${keys}`;
    case 'too-large':
      return `The app's store ${path} is ${why}, larger than the app's store can be (${megabytes(STORE_LIMIT_BYTES)}), so it was not opened. Move it aside and start the app again. ${keys}`;
    case 'unreadable':
      return `The app's store ${path} could not be read or written (${why}). Check that the file and its folder belong to you and that the disk is not full, then start the app again.`;
    case 'damaged':
      return `The app's store ${path} is damaged (${why}), so it was not used. Move it aside and start the app again; accounts and site settings will have to be set again. ${keys}`;
    case 'newer':
      return `The app's store ${path} was written by a newer version of Bookings Viewer (${why}). Update the app; until then nothing can be saved.`;
  }
}
