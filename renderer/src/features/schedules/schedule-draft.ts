/** A schedule as its form holds it while the person edits it, and the contract's input made from it. */
import type { MethodArgs, ScheduleSummary } from '#shared/contract';
import type { Rhythm } from '#shared/schedules/due-times';
import { systemTimeZone } from '#shared/time/zone';
import type { ReportInput } from './report-from-export';

/** The form's fields; recipients as typed, separated by commas. */
export interface ScheduleDraft {
  readonly name: string;
  readonly report: ReportInput;
  readonly rhythm: Rhythm;
  readonly at: string;
  readonly zone: string;
  readonly recipients: string;
}

/** A new schedule of a report: Mondays at 07:00 in this computer's zone, to nobody yet. */
export function newDraft(report: ReportInput): ScheduleDraft {
  return {
    name: '',
    report,
    rhythm: 'monday',
    at: '07:00',
    zone: systemTimeZone(),
    recipients: '',
  };
}

/** A schedule's draft, to edit it. */
export function draftOf(s: ScheduleSummary): ScheduleDraft {
  const { name: _name, ...report } = s.report;
  return {
    name: s.name,
    report,
    rhythm: s.rhythm,
    at: s.at,
    zone: s.zone,
    recipients: s.recipients.join(', '),
  };
}

/** The addresses typed, split on commas, semicolons and spaces. */
export function recipientList(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The contract's input; the backend checks every field and says what is wrong. */
export function scheduleInput(draft: ScheduleDraft): MethodArgs<'addSchedule'> {
  return {
    name: draft.name.trim(),
    report: draft.report,
    rhythm: draft.rhythm,
    at: draft.at,
    zone: draft.zone,
    recipients: recipientList(draft.recipients),
  };
}

/** Whether a report kind is a workbook (Excel only, with a comparison). */
export function isWorkbook(kind: ReportInput['kind']): boolean {
  return kind === 'all-locations' || kind === 'location';
}
