/**
 * The store's tables, one migration per schema version. `PRAGMA user_version` holds the version a
 * file is at; a file at a later version than STORE_VERSION was written by a newer app.
 */
import type { Database } from './sqlite';

/** One step of the schema, run inside the transaction that also sets the new version. */
type Migration = (db: Database) => void;

const MIGRATIONS: readonly Migration[] = [
  // 1: accounts, the app's and each account's settings, each site's settings.
  (db) =>
    db.exec(`
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY NOT NULL,
        label TEXT NOT NULL,
        host TEXT NOT NULL,
        created_at TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE app_settings (
        key TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      );
      CREATE TABLE account_settings (
        account_id TEXT PRIMARY KEY NOT NULL,
        zone TEXT,
        last_location_id TEXT,
        time_of_day TEXT,
        hide_names INTEGER,
        hide_names_note TEXT,
        name_salt TEXT
      );
      CREATE TABLE sites (
        account_id TEXT NOT NULL,
        location_id TEXT NOT NULL,
        zone TEXT,
        hours TEXT,
        target TEXT,
        PRIMARY KEY (account_id, location_id)
      );
    `),
  // 2: each site's public-holiday calendar and its closures; the holidays worked out, kept per
  // (calendar, year) so a command need not load the holiday library (0.3–0.8 s) to read them again.
  (db) =>
    db.exec(`
      ALTER TABLE sites ADD COLUMN holidays TEXT;
      CREATE TABLE site_closures (
        account_id TEXT NOT NULL,
        location_id TEXT NOT NULL,
        first_day TEXT NOT NULL,
        last_day TEXT NOT NULL,
        reason TEXT NOT NULL,
        PRIMARY KEY (account_id, location_id, first_day)
      );
      CREATE TABLE holiday_days (
        calendar TEXT NOT NULL,
        year INTEGER NOT NULL,
        source TEXT NOT NULL,
        days TEXT NOT NULL,
        PRIMARY KEY (calendar, year)
      );
    `),
  // 3: saved reports, their schedules, and each schedule's delivery log. A delivery is keyed by
  // (schedule, due time), so two runs that overlap can claim a due report only once.
  (db) =>
    db.exec(`
      CREATE TABLE saved_reports (
        name TEXT PRIMARY KEY NOT NULL,
        definition TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE schedules (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL UNIQUE,
        report_name TEXT NOT NULL,
        rhythm TEXT NOT NULL,
        at TEXT NOT NULL,
        zone TEXT NOT NULL,
        recipients TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE deliveries (
        schedule_id TEXT NOT NULL,
        due_at TEXT NOT NULL,
        claimed_at TEXT,
        sent_at TEXT,
        recipients TEXT NOT NULL,
        result TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        next_try_at TEXT,
        PRIMARY KEY (schedule_id, due_at)
      );
    `),
  // 4: a schedule can be paused; run-due passes over it until it is resumed, keeping its log.
  (db) => db.exec(`ALTER TABLE schedules ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;`),
];

/** The schema version this app writes. */
export const STORE_VERSION = MIGRATIONS.length;

/** The migrations from `from` (exclusive) to STORE_VERSION, in order. */
export function migrationsAfter(from: number): readonly Migration[] {
  return MIGRATIONS.slice(from);
}
