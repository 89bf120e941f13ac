import { useMutation } from '@tanstack/react-query';
import type { BookingFilter, ExportProgress, ExportReport, MethodArgs } from '#shared/contract';
import type { InterfaceLanguage as ReportLanguage } from '#shared/interface-language';
import type { LocalDays, ZonedDays } from '#shared/time/local-days';
import { clampRange } from '#shared/view/navigation';
import { useLanguage } from '../../i18n/language-context';
import { PSEUDO } from '../../i18n/languages';
import { useBridge } from '../../ui/bridge-context';
import { appErrorOf, unwrap } from '../../data/bridge-error';
import type { ShownDescription } from '../bookings/shown-description';
import type { ExportChoices } from './ExportForm';
import { useExportProgress } from './use-export-progress';

/** What "export what is shown" means right now. */
export interface ShownExport extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string;
  readonly filter: BookingFilter;
  /** Each site on its own clock (`zone` the fallback for a site without one). */
  readonly siteTime?: boolean;
  /** The place, clock and filters, which the dialog says in a sentence. */
  readonly summary: ShownDescription;
  /** The same, for every location (the bookings export can write them all). */
  readonly summaryEveryLocation?: ShownDescription;
  /** The bookings themselves (default), or a summary of their use (from the Insights view). */
  readonly report?: ExportReport;
  /** The file covers every location of the account (the People of All locations). */
  readonly everyLocation?: boolean;
}

/** Whether the export is the All locations summary, which can be written as the report workbook. */
export function offersReportWorkbook(shown: ShownExport): boolean {
  return shown.report?.kind === 'summary' && shown.report.by === 'location';
}

/** The report, format and people choices of the file the dialog writes. */
function fileArgs(
  shown: ShownExport,
  choices: ExportChoices,
  language: ReportLanguage,
): Partial<MethodArgs<'startExport'>> {
  const report = shown.report ?? { kind: 'bookings' };
  if (report.kind === 'workbook')
    return {
      personalData: choices.personalData,
      report: { ...report, withBookings: choices.withBookings, language },
      format: 'xlsx',
    };
  if (offersReportWorkbook(shown) && choices.reportWorkbook && report.kind === 'summary')
    return {
      personalData: choices.personalData,
      allLocations: true,
      report: { kind: 'workbook', withBookings: false, compare: report.compare ?? null, language },
      format: 'xlsx',
    };
  if (report.kind === 'summary') return { report: { ...report, language }, format: choices.format };
  if (report.kind === 'forecast')
    return {
      report,
      format: choices.format,
      ...(shown.everyLocation ? { allLocations: true } : {}),
    };
  if (report.kind === 'people')
    return {
      report: { ...report, language },
      format: choices.format,
      ...(shown.everyLocation ? { allLocations: true } : {}),
    };
  return {
    personalData: choices.personalData,
    ...(choices.allLocations ? { allLocations: true } : {}),
    ...(shown.report ? { report: shown.report } : {}),
    format: choices.format,
  };
}

/** The startExport arguments for the user's choices in the dialog. */
function exportArgs(
  shown: ShownExport,
  choices: ExportChoices,
  language: ReportLanguage,
): MethodArgs<'startExport'> {
  const days: LocalDays =
    choices.scope === 'range' && choices.from && choices.to
      ? clampRange(choices.from, choices.to)
      : shown;
  return {
    accountId: shown.accountId,
    locationId: shown.locationId,
    from: days.from,
    to: days.to,
    zone: shown.zone,
    ...(shown.siteTime ? { siteTime: true } : {}),
    filter:
      choices.scope === 'shown' ? shown.filter : { tags: null, search: null, timeOfDay: null },
    delimiter: choices.delimiter,
    bom: choices.bom,
    neutraliseFormulas: choices.neutraliseFormulas,
    ...fileArgs(shown, choices, language),
  };
}

/**
 * One export's life in the dialog, as three mutations: start (the save dialog, then the background
 * export; null when the dialog was dismissed), cancel and reveal. Progress arrives as events.
 */
export function useExportRun(shown: ShownExport) {
  const bridge = useBridge();
  const progress = useExportProgress();
  const { language: shownLanguage } = useLanguage();
  // Workbooks are written in the interface's language (the pseudo-language's are English).
  const language: ReportLanguage = shownLanguage === PSEUDO ? 'en' : shownLanguage;
  const startMutation = useMutation({
    mutationFn: (choices: ExportChoices) =>
      unwrap(bridge.startExport(exportArgs(shown, choices, language))),
  });
  const cancelMutation = useMutation({
    mutationFn: (exportId: string) => unwrap(bridge.cancelExport({ exportId })),
  });
  const revealMutation = useMutation({
    mutationFn: (exportId: string) => unwrap(bridge.revealExport({ exportId })),
  });
  const started = startMutation.data ?? null;
  const current: ExportProgress | null = started ? (progress.get(started.exportId) ?? null) : null;
  const running = started !== null && (current === null || current.state === 'running');
  const failure = startMutation.error ?? cancelMutation.error ?? revealMutation.error;

  const reset = () => {
    startMutation.reset();
    cancelMutation.reset();
    revealMutation.reset();
  };

  return {
    /** The language the file is written in. */
    language,
    started,
    current,
    running,
    starting: startMutation.isPending,
    cancelling: cancelMutation.isPending,
    error: failure ? appErrorOf(failure) : null,
    /** The save dialog was dismissed: nothing started. */
    dismissed: startMutation.isSuccess && startMutation.data === null,
    start: async (choices: ExportChoices) => {
      cancelMutation.reset();
      revealMutation.reset();
      await startMutation.mutateAsync(choices).catch(() => undefined);
    },
    cancel: async () => {
      if (started) await cancelMutation.mutateAsync(started.exportId).catch(() => undefined);
    },
    reveal: async () => {
      if (started) await revealMutation.mutateAsync(started.exportId).catch(() => undefined);
    },
    reset,
  };
}
