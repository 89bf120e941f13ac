/**
 * The contract's scheduled reports: a saved report sent on a rhythm to recipients, listed with its
 * next run and last delivery, created, edited, paused, removed and sent now.
 */
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../interface-language';
import { isEmailAddress, notAnAddress } from '../schedules/address';
import { parseAt, RHYTHMS, type Rhythm } from '../schedules/due-times';
import { REPORT_KINDS, type SavedReport } from '../schedules/saved-report';
import { periodFromToday } from '../time/period';
import { zone } from './fields';

/** The longest list of recipients one schedule takes. */
export const MAX_RECIPIENTS = 50;

const name = z.string().trim().min(1, 'Give the schedule a name.').max(100);

/** What a saved report builds; the same rules as `schedules add`. */
export const savedReportSchema = z
  .object({
    /** The account's id. */
    account: z.string().trim().min(1).max(200),
    kind: z.enum(REPORT_KINDS),
    /** A location's id; null for every location. */
    location: z.string().trim().min(1).max(200).nullable(),
    period: z
      .string()
      .refine(
        (p) => periodFromToday(p, '2026-01-01') !== null,
        'Choose a period such as last-week or last-month.',
      ),
    compare: z.enum(['previous', 'year']).nullable().default(null),
    filters: z
      .object({
        tags: z.array(z.string().trim().min(1).max(200)).max(50).readonly().nullable(),
        search: z.string().trim().min(1).max(200).nullable(),
      })
      .default({ tags: null, search: null }),
    format: z.enum(['xlsx', 'csv']),
    language: z.enum(INTERFACE_LANGUAGES),
  })
  .superRefine((r, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.kind === 'location' && r.location === null)
      problem('location', 'A location’s workbook needs its location.');
    if (r.kind === 'all-locations' && r.location !== null)
      problem('location', 'The report workbook of every location takes no location.');
    if (r.compare !== null && r.kind !== 'all-locations' && r.kind !== 'location')
      problem('compare', 'Only the report workbooks carry a comparison.');
    if (r.format === 'csv' && (r.kind === 'all-locations' || r.kind === 'location'))
      problem('format', 'A report workbook is an Excel file (xlsx).');
  });

/** A schedule as the app creates or edits it: its name, report, timing and recipients. */
export const scheduleInputSchema = z.object({
  name,
  report: savedReportSchema,
  rhythm: z.enum(RHYTHMS),
  at: z.string().refine((t) => parseAt(t) !== null, 'Give the time as HH:MM, e.g. 07:00.'),
  zone,
  recipients: z
    .array(z.string().trim().refine(isEmailAddress, { error: notAnAddress }))
    .min(1, 'Give at least one e-mail address to send it to.')
    .max(MAX_RECIPIENTS)
    .readonly(),
});

/** The arguments of the schedule methods. */
export const scheduleArgSchemas = {
  listSchedules: z.object({}),
  addSchedule: scheduleInputSchema,
  /** `name` is the schedule's name now; the input's name may rename it. */
  updateSchedule: z.object({ name, schedule: scheduleInputSchema }),
  setSchedulePaused: z.object({ name, paused: z.boolean() }),
  removeSchedule: z.object({ name }),
  runScheduleNow: z.object({ name }),
} as const;

/** What became of a schedule's last due time. */
export interface LastDelivery {
  readonly dueAt: string;
  readonly sentAt: string | null;
  readonly recipients: readonly string[];
  /** sending while a run holds it; failed with the reason, tried again after `nextTryAt`. */
  readonly state: 'sent' | 'sending' | 'failed';
  readonly error: string | null;
  readonly attempts: number;
  readonly nextTryAt: string | null;
}

/** One schedule as the Schedules page shows it. */
export interface ScheduleSummary {
  readonly name: string;
  readonly report: SavedReport;
  /** The account's label, or null when no saved account matches the report's. */
  readonly accountLabel: string | null;
  readonly rhythm: Rhythm;
  readonly at: string;
  readonly zone: string;
  readonly recipients: readonly string[];
  readonly paused: boolean;
  /**
   * When it is sent next (ISO): its next due time, or, while a due time is not yet sent, the next
   * run's (`catchUp`); null while paused.
   */
  readonly nextRun: { readonly at: string; readonly catchUp: boolean } | null;
  readonly lastDelivery: LastDelivery | null;
}

/** What the schedule methods resolve to. */
export interface ScheduleResults {
  listSchedules: { readonly schedules: readonly ScheduleSummary[] };
  addSchedule: ScheduleSummary;
  updateSchedule: ScheduleSummary;
  setSchedulePaused: ScheduleSummary;
  removeSchedule: null;
  /** Sent now, to these recipients. */
  runScheduleNow: { readonly recipients: readonly string[] };
}
