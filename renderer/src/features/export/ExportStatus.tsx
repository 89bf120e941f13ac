import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ExportProgress } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { CellChangesNotice } from './CellChangesNotice';
import { exportErrorText } from './export-error';

const EXCEL_ROWS = 1_048_576;

/** What the file holds: a report workbook's sheets, else its rows. */
function contents(
  i18n: I18n,
  progress: ExportProgress | null,
  reportWorkbook: boolean,
  number: (n: number) => string,
): string {
  const sheets = progress?.sheets ?? null;
  if (reportWorkbook && sheets !== null) {
    const count = number(sheets);
    return i18n._(msg`${plural(sheets, { one: `${count} sheet`, other: `${count} sheets` })}`);
  }
  const rows = progress?.rows ?? 0;
  const count = number(rows);
  return i18n._(msg`${plural(rows, { one: `${count} row`, other: `${count} rows` })}`);
}

/** A running or finished export: progress, the outcome, and what can be done with the file. */
export function ExportStatus(props: {
  readonly progress: ExportProgress | null;
  readonly fileName: string;
  /** The report workbook: it reads bookings as it runs, and ends with sheets rather than rows. */
  readonly reportWorkbook?: boolean;
  readonly onCancel: () => void;
  readonly onReveal: () => void;
  readonly cancelling: boolean;
}) {
  const { progress, fileName, onCancel, onReveal, cancelling } = props;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  // Whole percent, as the locale writes them ("42%", "42 %").
  const wholePercent = useMemo(
    () => new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 0 }),
    [format.locale],
  );
  const rows = progress?.rows ?? 0;
  const percent = Math.round(progress?.percent ?? 0);
  const state = progress?.state ?? 'running';
  if (state === 'running') {
    const count = format.number(rows);
    const done = wholePercent.format(percent / 100);
    return (
      <Stack gap="sm" data-testid="export-running">
        <Text size="sm">
          <Trans>
            Exporting to <b>{fileName}</b>…
          </Trans>
        </Text>
        <Progress value={percent} animated aria-label={t`Export progress`} size="lg" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="export-progress-text">
            {props.reportWorkbook
              ? t`${plural(rows, { one: `${count} booking read`, other: `${count} bookings read` })} · ${done}`
              : t`${plural(rows, { one: `${count} row`, other: `${count} rows` })} · ${done}`}
          </Text>
          <Button variant="default" color="red" onClick={onCancel} loading={cancelling}>
            {t`Cancel export`}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state === 'cancelled') {
    return (
      <Alert
        color="gray"
        variant="light"
        title={t`Export cancelled`}
        data-testid="export-cancelled"
      >
        {t`Nothing was written; any file already there is unchanged.`}
      </Alert>
    );
  }
  if (state === 'failed') {
    const failure = progress?.error ? exportErrorText(i18n, progress.error) : null;
    return (
      <Alert
        color="red"
        variant="light"
        title={t`The export failed`}
        role="alert"
        data-testid="export-failed"
      >
        <Text size="sm">{failure ? failure.sentence : t`The export stopped.`}</Text>
        {failure?.detail && (
          <Text size="sm" c="dimmed">
            {failure.detail}
          </Text>
        )}
        <Text size="sm">{t`Nothing was written; any file already there is unchanged.`}</Text>
      </Alert>
    );
  }
  const excelRows = format.number(EXCEL_ROWS);
  const size = format.bytes(progress?.bytes ?? 0);
  const writtenName = progress?.fileName ?? fileName;
  return (
    <Stack gap="sm" data-testid="export-done">
      <Alert color="green" variant="light" title={t`Export finished`}>
        <Text size="sm">
          {contents(i18n, progress, props.reportWorkbook ?? false, format.number)} · {size} ·{' '}
          {writtenName}
        </Text>
      </Alert>
      {progress && <CellChangesNotice progress={progress} />}
      {progress?.exceedsExcelLimit && (
        <Alert
          color="orange"
          variant="light"
          title={t`Too many rows for one Excel sheet`}
          data-testid="excel-warning"
        >
          {t`Excel shows at most ${excelRows} rows; this file has more. Open it in a tool that handles large files, or export shorter date ranges.`}
        </Alert>
      )}
      <Group>
        {progress?.canReveal && (
          <Button variant="default" onClick={onReveal}>
            {t`Show in folder`}
          </Button>
        )}
        {progress?.downloadUrl && (
          <Anchor
            href={progress.downloadUrl}
            download={progress.fileName}
            data-testid="export-download"
          >
            {t`Download ${writtenName}`}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
