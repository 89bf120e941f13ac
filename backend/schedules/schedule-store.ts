/** Saved reports and their schedules in the store: one short transaction per change. */
import { randomUUID } from 'node:crypto';
import { rhythmOf } from '#shared/schedules/due-times';
import type { SavedReport, Schedule } from '#shared/schedules/saved-report';
import { AppFailure } from '#shared/result';
import type { Row, Sql, Store } from '../store/store';

/** A schedule with the saved report it sends. */
export interface ScheduledReport {
  readonly schedule: Schedule;
  readonly report: SavedReport;
}

function scheduleOf(row: Row): Schedule {
  return {
    id: String(row.id),
    name: String(row.name),
    reportName: String(row.report_name),
    rhythm: rhythmOf(String(row.rhythm)) ?? 'day',
    at: String(row.at),
    zone: String(row.zone),
    recipients: JSON.parse(String(row.recipients)) as string[],
    createdAt: String(row.created_at),
    paused: Number(row.paused ?? 0) === 1,
  };
}

const JOINED = `SELECT s.*, r.definition FROM schedules s JOIN saved_reports r ON r.name = s.report_name`;

/** Refuses a schedule name another schedule (or its saved report) already has. */
function refuseNameInUse(sql: Sql, name: string): void {
  if (sql.get('SELECT 1 FROM schedules WHERE name = ?', name))
    throw new AppFailure(
      'invalid-argument',
      `A schedule named "${name}" already exists. Remove it first ("schedules remove") or choose another name.`,
    );
}

function scheduledOf(row: Row): ScheduledReport {
  return { schedule: scheduleOf(row), report: JSON.parse(String(row.definition)) as SavedReport };
}

/** Saves a report and a schedule that sends it, both under the schedule's name; refuses a name in use. */
export function addSchedule(
  store: Store,
  report: SavedReport,
  timing: Omit<Schedule, 'id' | 'name' | 'reportName' | 'createdAt' | 'paused'>,
  nowMs: number,
): Schedule {
  const schedule: Schedule = {
    ...timing,
    paused: false,
    id: randomUUID(),
    name: report.name,
    reportName: report.name,
    createdAt: new Date(nowMs).toISOString(),
  };
  store.write((sql) => {
    refuseNameInUse(sql, schedule.name);
    sql.run(
      'INSERT OR REPLACE INTO saved_reports (name, definition, created_at) VALUES (?, ?, ?)',
      report.name,
      JSON.stringify(report),
      schedule.createdAt,
    );
    sql.run(
      `INSERT INTO schedules (id, name, report_name, rhythm, at, zone, recipients, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      schedule.id,
      schedule.name,
      schedule.reportName,
      schedule.rhythm,
      schedule.at,
      schedule.zone,
      JSON.stringify(schedule.recipients),
      schedule.createdAt,
    );
  });
  return schedule;
}

/** Every schedule with its report, by name. */
export function listSchedules(store: Store): readonly ScheduledReport[] {
  return store.read((sql) => sql.all(`${JOINED} ORDER BY s.name`)).map(scheduledOf);
}

function notFound(name: string): AppFailure {
  return new AppFailure(
    'not-found',
    `No schedule "${name}". Run "bookings-viewer schedules list" to see them.`,
  );
}

/** The schedule of that name, or a not-found failure naming the command that lists them. */
export function findSchedule(store: Store, name: string): ScheduledReport {
  const row = store.read((sql) => sql.get(`${JOINED} WHERE s.name = ?`, name));
  if (!row) throw notFound(name);
  return scheduledOf(row);
}

/** Removes a schedule, its saved report and its delivery log; false when there was none. */
export function removeSchedule(store: Store, name: string): boolean {
  return store.write((sql) => {
    const row = sql.get('SELECT id, report_name FROM schedules WHERE name = ?', name);
    if (!row) return false;
    sql.run('DELETE FROM deliveries WHERE schedule_id = ?', String(row.id));
    sql.run('DELETE FROM schedules WHERE id = ?', String(row.id));
    sql.run('DELETE FROM saved_reports WHERE name = ?', String(row.report_name));
    return true;
  });
}

/**
 * Replaces a schedule's report, timing and recipients, and its name when it changes (refused when
 * the new one is in use); its id, and so its delivery log, stay.
 */
export function updateSchedule(
  store: Store,
  name: string,
  report: SavedReport,
  timing: Pick<Schedule, 'rhythm' | 'at' | 'zone' | 'recipients'>,
): void {
  store.write((sql) => {
    const row = sql.get('SELECT id, report_name FROM schedules WHERE name = ?', name);
    if (!row) throw notFound(name);
    if (report.name !== name) refuseNameInUse(sql, report.name);
    sql.run('DELETE FROM saved_reports WHERE name = ?', String(row.report_name));
    sql.run(
      'INSERT OR REPLACE INTO saved_reports (name, definition, created_at) VALUES (?, ?, ?)',
      report.name,
      JSON.stringify(report),
      new Date().toISOString(),
    );
    sql.run(
      `UPDATE schedules SET name = ?, report_name = ?, rhythm = ?, at = ?, zone = ?, recipients = ?
       WHERE id = ?`,
      report.name,
      report.name,
      timing.rhythm,
      timing.at,
      timing.zone,
      JSON.stringify(timing.recipients),
      String(row.id),
    );
  });
}

/** Pauses or resumes a schedule; a not-found failure when there is none of that name. */
export function setSchedulePaused(store: Store, name: string, paused: boolean): void {
  const changed = store.write((sql) => {
    if (!sql.get('SELECT 1 FROM schedules WHERE name = ?', name)) return false;
    sql.run('UPDATE schedules SET paused = ? WHERE name = ?', paused ? 1 : 0, name);
    return true;
  });
  if (!changed) throw notFound(name);
}
