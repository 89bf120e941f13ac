import { Alert, Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { ChevronDownIcon, ExportIcon } from '../../ui/icons';
import { atPaperWidth, safeFileName, savePng } from './save-picture';
import type { SummaryBy } from './types';
import { useUnderUsedBelow } from './under-used';
import { useInsightsFormat } from './format';

const SUMMARY_CHOICES: readonly { by: SummaryBy; label: string }[] = [
  { by: 'bay', label: 'By bay' },
  { by: 'tag', label: 'By tag' },
  { by: 'day', label: 'By day' },
  { by: 'weekday-hour', label: 'By weekday and hour' },
];

/** Paper for a saved PDF (landscape). */
export type PdfPageSize = 'A4' | 'Letter';

/** Export summary (a table, or the report workbook), save as PNG, print or save as PDF. */
export function InsightsActions(props: {
  readonly fileStem: string;
  readonly onExportSummary: (what: SummaryBy | 'workbook' | 'under-used') => void;
  /** Desktop: the main process prints to a PDF; resolves to an error message or null. Else the browser prints. */
  readonly onSavePdf?: (pageSize: PdfPageSize) => Promise<string | null>;
}) {
  const { fileStem, onExportSummary, onSavePdf } = props;
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [underBelow] = useUnderUsedBelow();
  const { formatPercent } = useInsightsFormat();

  const png = async () => {
    const el = document.querySelector<HTMLElement>('.insights-print-root');
    if (!el) return;
    setBusy('png');
    setError(null);
    try {
      await savePng(el, safeFileName(fileStem, 'png'));
    } catch (e) {
      setError(`The picture could not be made: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(null);
    }
  };
  const pdf = async (pageSize: PdfPageSize) => {
    if (!onSavePdf) return;
    setBusy('pdf');
    setError(null);
    try {
      setError(await atPaperWidth(() => onSavePdf(pageSize)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap={6} className="no-print">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<ExportIcon />}
            rightSection={<ChevronDownIcon size={12} />}
            data-testid="export-summary"
          >
            Export summary
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>One table, CSV or Excel</Menu.Label>
          {SUMMARY_CHOICES.map((c) => (
            <Menu.Item
              key={c.by}
              onClick={() => onExportSummary(c.by)}
              data-testid={`export-summary-${c.by}`}
            >
              {c.label}
            </Menu.Item>
          ))}
          <Menu.Item
            onClick={() => onExportSummary('under-used')}
            data-testid="export-summary-under-used"
          >
            Under-used bays (below {formatPercent(underBelow, 0)} of open time)
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Every table in one file</Menu.Label>
          <Menu.Item
            onClick={() => onExportSummary('workbook')}
            data-testid="export-report-workbook"
          >
            Report workbook (Excel)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        onClick={() => void png()}
        loading={busy === 'png'}
        data-testid="save-png"
      >
        Save as PNG
      </Button>
      {onSavePdf ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              loading={busy === 'pdf'}
              rightSection={<ChevronDownIcon size={12} />}
              data-testid="save-pdf"
            >
              Save as PDF
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Landscape</Menu.Label>
            <Menu.Item onClick={() => void pdf('A4')}>A4</Menu.Item>
            <Menu.Item onClick={() => void pdf('Letter')}>Letter</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button
          variant="default"
          onClick={() => void atPaperWidth(() => window.print())}
          data-testid="print-insights"
        >
          Print / PDF
        </Button>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          w="100%"
          withCloseButton
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
    </Group>
  );
}
