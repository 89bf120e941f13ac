import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ExportFilter } from '../../../../shared/contract';
import { clampRange } from '../../../../shared/view/navigation';
import { useBridge } from '../../app/bridge-context';
import { appErrorOf, unwrap } from '../../data/bridge-error';
import { ExportForm, type ExportChoices } from './ExportForm';
import { ExportStatus } from './ExportStatus';
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
}

const initialChoices = (shown: ShownExport): ExportChoices => ({
  scope: 'shown',
  from: shown.from,
  to: shown.to,
  delimiter: ',',
  bom: true,
  neutraliseFormulas: true,
});

/** The CSV export dialog: options, then progress with cancel, then the outcome. */
export function ExportDialog(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly shown: ShownExport;
}) {
  const { opened, onClose, shown } = props;
  const bridge = useBridge();
  const progress = useExportProgress();
  const [choices, setChoices] = useState<ExportChoices>(() => initialChoices(shown));
  const [started, setStarted] = useState<{ exportId: string; fileName: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  const current = started ? (progress.get(started.exportId) ?? null) : null;
  const running = started !== null && (current === null || current.state === 'running');

  const reset = () => {
    setStarted(null);
    setError(null);
    setDismissed(false);
    setCancelling(false);
    setChoices(initialChoices(shown));
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  const start = async () => {
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

  const rangeIncomplete = choices.scope === 'range' && (!choices.from || !choices.to);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Export bookings to CSV"
      size="lg"
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      <Stack gap="md" data-testid="export-dialog">
        {started === null ? (
          <ExportForm
            value={choices}
            onChange={setChoices}
            shownSummary={shown.summary}
            shownFrom={shown.from}
            shownTo={shown.to}
          />
        ) : (
          <ExportStatus
            progress={current}
            fileName={started.fileName}
            onCancel={() => void cancel()}
            onReveal={() => void reveal()}
            cancelling={cancelling}
          />
        )}
        {dismissed && (
          <Text size="sm" c="dimmed">
            No file was chosen, so nothing was exported.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {started === null ? (
            <>
              <Button variant="subtle" color="gray" onClick={close}>
                Cancel
              </Button>
              <Button
                onClick={() => void start()}
                loading={starting}
                disabled={rangeIncomplete}
                data-autofocus
              >
                Export…
              </Button>
            </>
          ) : (
            !running && (
              <>
                <Button variant="subtle" color="gray" onClick={reset}>
                  New export
                </Button>
                <Button onClick={close}>Close</Button>
              </>
            )
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
