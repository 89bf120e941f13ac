import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ExportForm, type ExportChoices } from './ExportForm';
import { ExportStatus } from './ExportStatus';
import { offersReportWorkbook, useExportRun, type ShownExport } from './use-export-run';

export type { ShownExport } from './use-export-run';

const initialChoices = (shown: ShownExport): ExportChoices => ({
  scope: 'shown',
  from: shown.from,
  to: shown.to,
  delimiter: ',',
  bom: true,
  neutraliseFormulas: true,
  personalData: true,
  format: 'csv',
  withBookings: false,
  allLocations: false,
  reportWorkbook: false,
});

const SUMMARY_TITLES = {
  bay: 'by bay',
  tag: 'by tag',
  day: 'by day',
  'weekday-hour': 'by weekday and hour',
  location: 'by location',
  month: 'by month (trend)',
  week: 'by week (trend)',
  attendance: 'of attendance',
  'double-booking': 'of double bookings',
} as const;

/** "Export bookings", which summary, or the report workbook. */
function dialogTitle(shown: ShownExport, reportWorkbook: boolean): string {
  if (reportWorkbook) return 'Export a report workbook (Excel)';
  if (shown.report?.kind !== 'summary') return 'Export bookings';
  if (shown.report.under) return 'Export the under-used bays';
  const compared = shown.report.compare ? ', with the comparison' : '';
  return `Export a summary ${SUMMARY_TITLES[shown.report.by]}${compared}`;
}

/** The export dialog (CSV or Excel): options, then progress with cancel, then the outcome. */
export function ExportDialog(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly shown: ShownExport;
}) {
  const { opened, onClose, shown } = props;
  const run = useExportRun(shown);
  const { started, current, running, starting, cancelling, error, dismissed } = run;
  const [choices, setChoices] = useState<ExportChoices>(() => initialChoices(shown));
  const reset = () => {
    run.reset();
    setChoices(initialChoices(shown));
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  const rangeIncomplete = choices.scope === 'range' && (!choices.from || !choices.to);
  const reportWorkbook =
    shown.report?.kind === 'workbook' || (offersReportWorkbook(shown) && choices.reportWorkbook);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={dialogTitle(shown, reportWorkbook)}
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
            shownSummaryEveryLocation={shown.summaryEveryLocation}
            shownFrom={shown.from}
            shownTo={shown.to}
            namesPeople={shown.report === undefined || shown.report.kind === 'bookings'}
            workbook={shown.report?.kind === 'workbook'}
            offersReportWorkbook={offersReportWorkbook(shown)}
          />
        ) : (
          <ExportStatus
            progress={current}
            fileName={started.fileName}
            reportWorkbook={reportWorkbook}
            onCancel={() => void run.cancel()}
            onReveal={() => void run.reveal()}
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
                onClick={() => void run.start(choices)}
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
