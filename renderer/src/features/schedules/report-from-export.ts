/**
 * The saved report an export stands for, for "Save as scheduled report…": the same kind, place,
 * filters, comparison, format and language, and its days as the period preset they are today.
 */
import { assertNever } from '#shared/assert-never';
import type { MethodArgs } from '#shared/contract';
import type { InterfaceLanguage } from '#shared/interface-language';
import { addDays, daysBetween } from '#shared/time/civil';
import { periodFromToday } from '#shared/time/period';
import type { ExportChoices } from '../export/ExportForm';
import type { ShownExport } from '../export/use-export-run';

/** What a schedule's form starts from: the report, without its name. */
export type ReportInput = MethodArgs<'addSchedule'>['report'];

const PRESETS = [
  'yesterday',
  'last-week',
  'last-month',
  'today',
  'this-week',
  'this-month',
  'this-year',
] as const;

/** The preset that names these days today, else the last N days when they end yesterday; default last week. */
export function periodOf(from: string, to: string, today: string): string {
  const preset = PRESETS.find((p) => {
    const days = periodFromToday(p, today);
    return days?.from === from && days.to === to;
  });
  if (preset) return preset;
  if (to === addDays(today, -1)) return `last-${daysBetween(from, to) + 1}-days`;
  return 'last-week';
}

const compareOf = (report: ShownExport['report']): 'previous' | 'year' | null => {
  const compare = report && 'compare' in report ? report.compare : null;
  return compare?.kind === 'previous' || compare?.kind === 'year' ? compare.kind : null;
};

/** The report the export writes as a schedule would, or null when no schedule can send it (a summary). */
export function reportFromExport(
  shown: ShownExport,
  choices: ExportChoices,
  language: InterfaceLanguage,
  today: string,
): ReportInput | null {
  const report = shown.report ?? { kind: 'bookings' as const };
  const days = choices.scope === 'range' && choices.from && choices.to ? choices : shown;
  const period = periodOf(days.from as string, days.to as string, today);
  const filters =
    choices.scope === 'shown'
      ? { tags: shown.filter.tags, search: shown.filter.search }
      : { tags: null, search: null };
  const base = { account: shown.accountId, period, filters, language };
  const here = shown.everyLocation ? null : shown.locationId;
  switch (report.kind) {
    case 'workbook':
      return {
        ...base,
        kind: 'location',
        location: shown.locationId,
        compare: compareOf(report),
        format: 'xlsx',
      };
    case 'summary':
      // Only the All locations summary, written as the report workbook, is a report a schedule sends.
      return report.by === 'location' && choices.reportWorkbook
        ? {
            ...base,
            kind: 'all-locations',
            location: null,
            compare: compareOf(report),
            format: 'xlsx',
          }
        : null;
    case 'people':
      return {
        ...base,
        kind: 'people',
        location: here,
        format: choices.format,
        filters: { tags: null, search: base.filters.search },
      };
    case 'forecast':
      return {
        ...base,
        kind: 'forecast',
        location: here,
        period: 'today',
        format: choices.format,
        filters: { tags: null, search: null },
      };
    case 'bookings':
      return {
        ...base,
        kind: 'bookings',
        location: choices.allLocations ? null : shown.locationId,
        format: choices.format,
      };
    default:
      return assertNever(report, 'export report');
  }
}
