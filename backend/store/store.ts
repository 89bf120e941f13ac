/**
 * The one store every process of a data folder shares: each call is a short transaction on the
 * SQLite file, so no process ever writes back a copy it read earlier.
 */
import { AppFailure } from '#shared/result';
import type { SqlValue } from './sqlite';

/** A row as SQLite gives it: column name to value. */
export type Row = Readonly<Record<string, SqlValue>>;

/** The statements a transaction runs (prepared once per connection, then reused). */
export interface Sql {
  get(sql: string, ...params: readonly SqlValue[]): Row | undefined;
  all(sql: string, ...params: readonly SqlValue[]): readonly Row[];
  /** Runs a change; the number of rows it changed. */
  run(sql: string, ...params: readonly SqlValue[]): number;
}

/** Why a data folder's store cannot be used: each kind has its own words and its own remedy. */
export type StoreProblemKind = 'folder' | 'too-large' | 'unreadable' | 'damaged' | 'newer';

/** A store that cannot be used, in words the person can act on. */
export interface StoreProblem {
  readonly kind: StoreProblemKind;
  readonly message: string;
}

/** The data folder's store. */
export interface Store {
  readonly path: string;
  /** Null while the store can be used; else why not (every read and write then fails with it). */
  readonly problem: StoreProblem | null;
  /** Runs `read` on one consistent snapshot; an AppFailure ('io') when the store cannot be read. */
  read<T>(read: (sql: Sql) => T): T;
  /** Runs `change` in a write transaction, all of it or none; other processes wait a moment for it. */
  write<T>(change: (sql: Sql) => T): T;
  /** Changes whenever any process has committed a change (this one included); cheap to ask. */
  changeStamp(): string;
  close(): void;
}

/** A store that cannot be used: every read and write fails with its problem, in its words. */
export function unusableStore(path: string, problem: StoreProblem): Store {
  const refuse = (): never => {
    throw new AppFailure('io', problem.message);
  };
  return {
    path,
    problem,
    read: refuse,
    write: refuse,
    changeStamp: () => 'unusable',
    close: () => undefined,
  };
}
