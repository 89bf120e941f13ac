import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '#shared/result';
import type { PdfPageSize } from '../insights/InsightsActions';
import { useAppInfo } from '../../data/app-info';
import { useBridge } from '../../ui/bridge-context';
import { atPaperWidth } from '../insights/save-picture';
import './portfolio-print.css';

/** Why the PDF was not saved, in the interface's language; null when the user dismissed it. */
function pdfErrorText(error: AppError, i18n: I18n): string | null {
  switch (error.kind) {
    case 'cancelled':
      return null;
    case 'invalid-argument':
      return i18n._(msg`Here the browser makes PDFs: use Print and choose “Save as PDF”.`);
    case 'io': {
      // The system's words name the file and the reason.
      const detail = error.message;
      return i18n._(
        msg`The PDF could not be saved there (${detail}). Choose another folder, then try again.`,
      );
    }
    default:
      return i18n._(msg`The PDF could not be saved. Please try again.`);
  }
}

/** The US paper size as the contract names it; the menu says it in the interface's language. */
const LETTER: PdfPageSize = 'Letter';

/** The root the print view keeps: everything else on the page is left off the paper. */
export const PORTFOLIO_PRINT_ROOT = 'portfolio-print-root';

/**
 * All locations on one landscape page (up to about 20 sites): the desktop app saves a PDF, the
 * browser opens its print dialog (where "Save as PDF" is one of the printers). Either way the table
 * is first laid out at the paper's width, so its columns are the ones that fit on paper.
 */
export function PortfolioPrint(props: { readonly fileStem: string; readonly disabled: boolean }) {
  const bridge = useBridge();
  const desktop = useAppInfo().data?.shell === 'electron';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const { t, i18n } = useLingui();
  const errorText = error ? pdfErrorText(error, i18n) : null;
  const print = () => atPaperWidth(() => window.print(), `.${PORTFOLIO_PRINT_ROOT}`);
  const pdf = async (pageSize: PdfPageSize) => {
    setBusy(true);
    try {
      const saved = await atPaperWidth(
        () => bridge.savePdf({ fileName: props.fileStem, pageSize }),
        `.${PORTFOLIO_PRINT_ROOT}`,
      );
      setError(saved.ok ? null : saved.error);
    } finally {
      setBusy(false);
    }
  };
  const label = desktop
    ? t`Save All locations as a one-page PDF`
    : t`Print All locations (or save as PDF)`;
  const button = (onClick?: () => void) => (
    <Tooltip label={errorText ?? label} color={errorText ? 'red' : undefined}>
      <ActionIcon
        variant="default"
        size={30}
        aria-label={label}
        disabled={props.disabled}
        loading={busy}
        onClick={onClick}
        data-testid="print-all-locations"
      >
        <PrinterIcon />
      </ActionIcon>
    </Tooltip>
  );
  if (!desktop) return button(() => void print());
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>One landscape page</Trans>
        </Menu.Label>
        <Menu.Item onClick={() => void pdf('A4')}>A4</Menu.Item>
        <Menu.Item onClick={() => void pdf(LETTER)}>
          <Trans comment="The US paper size">Letter</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A printer, drawn as the app's other line icons (ui/icons.tsx); here, off the first screen. */
function PrinterIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z" />
    </svg>
  );
}
