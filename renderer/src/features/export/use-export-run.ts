import { useState } from 'react';
import type { ExportFilter, ExportProgress, ExportReport } from '../../../../shared/contract';
import { clampRange } from '../../../../shared/view/navigation';
import { useBridge } from '../../ui/bridge-context';
import { appErrorOf, unwrap } from '../../data/bridge-error';
import type { ExportChoices } from './ExportForm';
import { useExportProgress } from './use-export-progress';

/** What "export what is shown" means right now. */
export interface ShownExport {
  readonly accountId: string;
  readonly locationId: string;
  readonly from: string;
  readonly to: string;
  readonly zone: string;
  readonly filter: ExportFilter;
  /** A sentence describing the filters, for the dialog. */
  readonly summary: string;
  /** The bookings themselves (default), or a summary of their use (from the Insights view). */
  readonly report?: ExportReport;
}

/** One export's life in the dialog: start (save dialog), progress, cancel, reveal, and errors. */
export function useExportRun(shown: ShownExport) {
  const bridge = useBridge();
  const progress = useExportProgress();
  const [started, setStarted] = useState<{ exportId: string; fileName: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const current: ExportProgress | null = started ? (progress.get(started.exportId) ?? null) : null;
  const running = started !== null && (current === null || current.state === 'running');

  const reset = () => {
    setStarted(null);
    setError(null);
    setDismissed(false);
    setCancelling(false);
  };

  const start = async (choices: ExportChoices) => {
    setError(null);
    setDismissed(false);
    const range =
      choices.scope === 'range' && choices.from && choices.to
        ? clampRange(choices.from, choices.to)
        : { from: shown.from, to: shown.to };
    setStarting(true);
    try {
      const result = await unwrap(
        bridge.startExport({
          accountId: shown.accountId,
          locationId: shown.locationId,
          from: range.from,
          to: range.to,
          timezone: shown.zone,
          filter:
            choices.scope === 'shown'
              ? shown.filter
              : { tags: null, search: null, timeOfDay: null },
          delimiter: choices.delimiter,
          bom: choices.bom,
          neutraliseFormulas: choices.neutraliseFormulas,
          ...(shown.report?.kind === 'summary' ? {} : { personalData: choices.personalData }),
          ...(shown.report ? { report: shown.report } : {}),
        }),
      );
      if (result === null) setDismissed(true);
      else setStarted(result);
    } catch (e) {
      setError(appErrorOf(e).message);
    } finally {
      setStarting(false);
    }
  };

  const cancel = async () => {
    if (!started) return;
    setCancelling(true);
    const r = await bridge.cancelExport({ exportId: started.exportId });
    if (!r.ok) setError(r.error.message);
    setCancelling(false);
  };

  const reveal = async () => {
    if (!started) return;
    const r = await bridge.revealExport({ exportId: started.exportId });
    if (!r.ok) setError(r.error.message);
  };

  return {
    started,
    current,
    running,
    starting,
    cancelling,
    error,
    dismissed,
    start,
    cancel,
    reveal,
    reset,
  };
}
