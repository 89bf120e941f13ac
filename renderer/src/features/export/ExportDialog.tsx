import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { ExportReport } from '#shared/contract';
import { localDateOf } from '#shared/time/zone';
import { lazyNamed } from '../../ui/lazy-named';
import { reportFromExport } from '../schedules/report-from-export';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { csvDelimiterFor } from './csv-delimiter';
import { exportErrorText } from './export-error';
import { ExportForm, type ExportChoices } from './ExportForm';
import { ExportStatus } from './ExportStatus';
import { offersReportWorkbook, useExportRun, type ShownExport } from './use-export-run';

export type { ShownExport } from './use-export-run';

// A chunk of its own, loaded when "Save as scheduled report…" is first chosen.
const SaveScheduleModal = lazyNamed(
  () => import('../schedules/SaveScheduleModal'),
  'SaveScheduleModal',
  { laterMessages: true },
);

/** The dialog's first choices: what is shown, as a CSV with the separator Excel expects in `locale`. */
const initialChoices = (shown: ShownExport, locale: string): ExportChoices => ({
  scope: 'shown',
  from: shown.from,
  to: shown.to,
  delimiter: csvDelimiterFor(locale),
  bom: true,
  neutraliseFormulas: true,
  personalData: true,
  format: 'csv',
  withBookings: false,
  allLocations: false,
  reportWorkbook: false,
});

/** What a summary is by (a bay, a month, attendance…). */
type SummaryBy = Extract<ExportReport, { kind: 'summary' }>['by'];

/** Each summary's title, alone and with the comparison. */
const SUMMARY_TITLES: Readonly<
  Record<SummaryBy, { readonly alone: MessageDescriptor; readonly compared: MessageDescriptor }>
> = {
  bay: {
    alone: msg`Export a summary by bay`,
    compared: msg`Export a summary by bay, with the comparison`,
  },
  tag: {
    alone: msg`Export a summary by tag`,
    compared: msg`Export a summary by tag, with the comparison`,
  },
  day: {
    alone: msg`Export a summary by day`,
    compared: msg`Export a summary by day, with the comparison`,
  },
  'weekday-hour': {
    alone: msg`Export a summary by weekday and hour`,
    compared: msg`Export a summary by weekday and hour, with the comparison`,
  },
  location: {
    alone: msg`Export a summary by location`,
    compared: msg`Export a summary by location, with the comparison`,
  },
  month: {
    alone: msg`Export a summary by month (trend)`,
    compared: msg`Export a summary by month (trend), with the comparison`,
  },
  week: {
    alone: msg`Export a summary by week (trend)`,
    compared: msg`Export a summary by week (trend), with the comparison`,
  },
  attendance: {
    alone: msg`Export a summary of attendance`,
    compared: msg`Export a summary of attendance, with the comparison`,
  },
  'double-booking': {
    alone: msg`Export a summary of double bookings`,
    compared: msg`Export a summary of double bookings, with the comparison`,
  },
};

/** "Export bookings", which summary, or the report workbook. */
function dialogTitle(i18n: I18n, shown: ShownExport, reportWorkbook: boolean): string {
  if (reportWorkbook) return i18n._(msg`Export a report workbook (Excel)`);
  if (shown.report?.kind === 'forecast') return i18n._(msg`Export the weeks ahead`);
  if (shown.report?.kind === 'people')
    return shown.report.by === 'domain'
      ? i18n._(msg`Export the e-mail domains`)
      : i18n._(msg`Export the people`);
  if (shown.report?.kind !== 'summary') return i18n._(msg`Export bookings`);
  if (shown.report.under) return i18n._(msg`Export the under-used bays`);
  const title = SUMMARY_TITLES[shown.report.by];
  return i18n._(shown.report.compare ? title.compared : title.alone);
}

/** The export dialog (CSV or Excel): options, then progress with cancel, then the outcome. */
export function ExportDialog(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly shown: ShownExport;
}) {
  const { opened, onClose, shown } = props;
  const { t, i18n } = useLingui();
  // The interface's language's locale: its separator is the one Excel expects there.
  const { locale } = useLocaleFormat();
  const run = useExportRun(shown);
  const { started, current, running, starting, cancelling, error, dismissed } = run;
  const [choices, setChoices] = useState<ExportChoices>(() => initialChoices(shown, locale));
  const [scheduling, setScheduling] = useState(false);
  const [scheduled, setScheduled] = useState<string | null>(null);
  // Today as the dialog opened: the period preset the shown days are is named from it.
  const [openedAt] = useState(() => Date.now());
  const schedulable = reportFromExport(
    shown,
    choices,
    run.language,
    localDateOf(shown.zone, openedAt),
  );
  const reset = () => {
    run.reset();
    // A new export keeps the separator the person chose for the last one.
    setChoices({ ...initialChoices(shown, locale), delimiter: choices.delimiter });
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  const failure = error ? exportErrorText(i18n, error) : null;
  const rangeIncomplete = choices.scope === 'range' && (!choices.from || !choices.to);
  const reportWorkbook =
    shown.report?.kind === 'workbook' || (offersReportWorkbook(shown) && choices.reportWorkbook);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={dialogTitle(i18n, shown, reportWorkbook)}
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
            fixedPeriod={shown.report?.kind === 'forecast'}
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
            {t`No file was chosen, so nothing was exported.`}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{failure.sentence}</Text>
            {failure.detail && (
              <Text size="sm" c="dimmed">
                {failure.detail}
              </Text>
            )}
          </Alert>
        )}
        {scheduled && (
          <Text size="sm" role="status">
            {t`Saved “${scheduled}”: it is on the Schedules page.`}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {started === null ? (
            <>
              {schedulable && (
                <Button
                  variant="default"
                  mr="auto"
                  onClick={() => setScheduling(true)}
                  data-testid="save-as-schedule"
                >
                  {t`Save as scheduled report…`}
                </Button>
              )}
              <Button variant="subtle" color="gray" onClick={close}>
                {t`Cancel`}
              </Button>
              <Button
                onClick={() => void run.start(choices)}
                loading={starting}
                disabled={rangeIncomplete}
                data-autofocus
              >
                {t`Export…`}
              </Button>
            </>
          ) : (
            !running && (
              <>
                <Button variant="subtle" color="gray" onClick={reset}>
                  {t`New export`}
                </Button>
                <Button onClick={close}>{t`Close`}</Button>
              </>
            )
          )}
        </Group>
      </Stack>
      {scheduling && schedulable && (
        <Suspense fallback={null}>
          <SaveScheduleModal
            report={schedulable}
            onClose={() => setScheduling(false)}
            onSaved={(saved) => setScheduled(saved.name)}
          />
        </Suspense>
      )}
    </Modal>
  );
}
