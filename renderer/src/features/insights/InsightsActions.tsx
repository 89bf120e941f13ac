import { Alert, Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { ChevronDownIcon, ExportIcon } from '../../app/icons';
import { safeFileName, savePng } from './save-picture';

/** What a summary report is broken down by. */
export type SummaryBy = 'bay' | 'tag' | 'day' | 'weekday-hour';

const SUMMARY_CHOICES: readonly { by: SummaryBy; label: string }[] = [
  { by: 'bay', label: 'By bay' },
  { by: 'tag', label: 'By tag' },
  { by: 'day', label: 'By day' },
  { by: 'weekday-hour', label: 'By weekday and hour' },
];

/** Export summary (CSV), save as PNG, print or save as PDF. */
export function InsightsActions(props: {
  readonly fileStem: string;
  readonly onExportSummary: (by: SummaryBy) => void;
  /** Desktop: the main process prints to PDF. Without it, the browser's print dialog. */
  readonly onSavePdf?: () => Promise<string | null>;
}) {
  const { fileStem, onExportSummary, onSavePdf } = props;
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const root = () => document.querySelector<HTMLElement>('.insights-print-root');

  const png = async () => {
    const el = root();
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
  const pdf = async () => {
    if (!onSavePdf) {
      window.print();
      return;
    }
    setBusy('pdf');
    setError(null);
    try {
      setError(await onSavePdf());
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
          <Menu.Label>Summary CSV</Menu.Label>
          {SUMMARY_CHOICES.map((c) => (
            <Menu.Item
              key={c.by}
              onClick={() => onExportSummary(c.by)}
              data-testid={`export-summary-${c.by}`}
            >
              {c.label}
            </Menu.Item>
          ))}
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
      <Button
        variant="default"
        onClick={() => void pdf()}
        loading={busy === 'pdf'}
        data-testid="print-insights"
      >
        {onSavePdf ? 'Save as PDF' : 'Print / PDF'}
      </Button>
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
