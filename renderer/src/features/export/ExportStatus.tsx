import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ExportProgress } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { CellChangesNotice } from './CellChangesNotice';

const EXCEL_ROWS = 1_048_576;

/** What the file holds: a report workbook's sheets, else its rows. */
function contents(
  progress: ExportProgress | null,
  reportWorkbook: boolean,
  number: (n: number) => string,
): string {
  const sheets = progress?.sheets ?? null;
  if (reportWorkbook && sheets !== null)
    return `${number(sheets)} ${sheets === 1 ? 'sheet' : 'sheets'}`;
  const rows = progress?.rows ?? 0;
  return `${number(rows)} ${rows === 1 ? 'row' : 'rows'}`;
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
  const rows = progress?.rows ?? 0;
  const percent = Math.round(progress?.percent ?? 0);
  const state = progress?.state ?? 'running';
  if (state === 'running') {
    return (
      <Stack gap="sm" data-testid="export-running">
        <Text size="sm">
          Exporting to <b>{fileName}</b>…
        </Text>
        <Progress value={percent} animated aria-label="Export progress" size="lg" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="export-progress-text">
            {format.number(rows)} {props.reportWorkbook ? 'bookings read' : 'rows'} · {percent}%
          </Text>
          <Button variant="default" color="red" onClick={onCancel} loading={cancelling}>
            Cancel export
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state === 'cancelled') {
    return (
      <Alert color="gray" variant="light" title="Export cancelled" data-testid="export-cancelled">
        Nothing was written; any file already there is unchanged.
      </Alert>
    );
  }
  if (state === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        title="The export failed"
        role="alert"
        data-testid="export-failed"
      >
        {progress?.error?.message ?? 'The export stopped.'} Nothing was written; any file already
        there is unchanged.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="export-done">
      <Alert color="green" variant="light" title="Export finished">
        <Text size="sm">
          {contents(progress, props.reportWorkbook ?? false, format.number)} ·{' '}
          {format.bytes(progress?.bytes ?? 0)} · {progress?.fileName ?? fileName}
        </Text>
      </Alert>
      {progress && <CellChangesNotice progress={progress} />}
      {progress?.exceedsExcelLimit && (
        <Alert
          color="orange"
          variant="light"
          title="Too many rows for one Excel sheet"
          data-testid="excel-warning"
        >
          Excel shows at most {format.number(EXCEL_ROWS)} rows; this file has more. Open it in a
          tool that handles large files, or export shorter date ranges.
        </Alert>
      )}
      <Group>
        {progress?.canReveal && (
          <Button variant="default" onClick={onReveal}>
            Show in folder
          </Button>
        )}
        {progress?.downloadUrl && (
          <Anchor
            href={progress.downloadUrl}
            download={progress.fileName}
            data-testid="export-download"
          >
            Download {progress.fileName}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
