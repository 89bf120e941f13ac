import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { ChevronDownIcon, ExportIcon } from '../../ui/icons';
import { atPaperWidth, safeFileName, savePng } from './save-picture';
import type { SummaryBy } from './types';
import { useUnderUsedBelow } from './under-used';
import type { AppError } from '#shared/result';
import { useFigureFormat } from '../../ui/format/figure-format';
import { pdfError, pictureError, type ShownError } from './error-text';

const SUMMARY_CHOICES: readonly { by: SummaryBy; label: MessageDescriptor }[] = [
  { by: 'bay', label: msg`By bay` },
  { by: 'tag', label: msg`By tag` },
  { by: 'day', label: msg`By day` },
  { by: 'weekday-hour', label: msg`By weekday and hour` },
];

/** Paper for a saved PDF (landscape). */
export type PdfPageSize = 'A4' | 'Letter';
const LETTER: PdfPageSize = 'Letter';

/** Export summary (a table, or the report workbook), save as PNG, print or save as PDF. */
export function InsightsActions(props: {
  readonly fileStem: string;
  readonly onExportSummary: (what: SummaryBy | 'workbook' | 'under-used') => void;
  /** Desktop: the main process prints to a PDF; resolves to its failure or null. Else the browser prints. */
  readonly onSavePdf?: (pageSize: PdfPageSize) => Promise<AppError | null>;
}) {
  const { fileStem, onExportSummary, onSavePdf } = props;
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [underBelow] = useUnderUsedBelow();
  const { formatPercent } = useFigureFormat();
  const { i18n } = useLingui();
  const below = formatPercent(underBelow, 0);

  const png = async () => {
    const el = document.querySelector<HTMLElement>('.insights-print-root');
    if (!el) return;
    setBusy('png');
    setError(null);
    try {
      await savePng(el, safeFileName(fileStem, 'png'));
    } catch (e) {
      setError(pictureError(i18n, e));
    } finally {
      setBusy(null);
    }
  };
  const pdf = async (pageSize: PdfPageSize) => {
    if (!onSavePdf) return;
    setBusy('pdf');
    setError(null);
    try {
      const failure = await atPaperWidth(() => onSavePdf(pageSize));
      setError(failure ? pdfError(i18n, failure) : null);
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
            <Trans>Export summary</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>One table, CSV or Excel</Trans>
          </Menu.Label>
          {SUMMARY_CHOICES.map((c) => (
            <Menu.Item
              key={c.by}
              onClick={() => onExportSummary(c.by)}
              data-testid={`export-summary-${c.by}`}
            >
              {i18n._(c.label)}
            </Menu.Item>
          ))}
          <Menu.Item
            onClick={() => onExportSummary('under-used')}
            data-testid="export-summary-under-used"
          >
            <Trans>Under-used bays (below {below} of open time)</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Trans>Every table in one file</Trans>
          </Menu.Label>
          <Menu.Item
            onClick={() => onExportSummary('workbook')}
            data-testid="export-report-workbook"
          >
            <Trans>Report workbook (Excel)</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        onClick={() => void png()}
        loading={busy === 'png'}
        data-testid="save-png"
      >
        <Trans>Save as PNG</Trans>
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
              <Trans>Save as PDF</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Trans comment="The PDF's page orientation.">Landscape</Trans>
            </Menu.Label>
            <Menu.Item onClick={() => void pdf('A4')}>
              <Trans comment="The paper size A4.">A4</Trans>
            </Menu.Item>
            <Menu.Item onClick={() => void pdf(LETTER)}>
              <Trans comment="The US paper size Letter.">Letter</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button
          variant="default"
          onClick={() => void atPaperWidth(() => window.print())}
          data-testid="print-insights"
        >
          <Trans>Print / PDF</Trans>
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
          <Text size="sm">{error.text}</Text>
          {error.detail && (
            <Text size="xs" c="dimmed">
              {error.detail}
            </Text>
          )}
        </Alert>
      )}
    </Group>
  );
}
