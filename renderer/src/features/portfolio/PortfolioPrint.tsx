import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { PdfPageSize } from '../insights/InsightsActions';
import { useAppInfo } from '../../data/app-info';
import { useBridge } from '../../ui/bridge-context';
import { atPaperWidth } from '../insights/save-picture';
import './portfolio-print.css';

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
  const [error, setError] = useState<string | null>(null);
  const print = () => atPaperWidth(() => window.print(), `.${PORTFOLIO_PRINT_ROOT}`);
  const pdf = async (pageSize: PdfPageSize) => {
    setBusy(true);
    try {
      const saved = await atPaperWidth(
        () => bridge.savePdf({ fileName: props.fileStem, pageSize }),
        `.${PORTFOLIO_PRINT_ROOT}`,
      );
      setError(saved.ok ? null : saved.error.message);
    } finally {
      setBusy(false);
    }
  };
  const label = desktop
    ? 'Save All locations as a one-page PDF'
    : 'Print All locations (or save as PDF)';
  const button = (onClick?: () => void) => (
    <Tooltip label={error ?? label} color={error ? 'red' : undefined}>
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
        <Menu.Label>One landscape page</Menu.Label>
        <Menu.Item onClick={() => void pdf('A4')}>A4</Menu.Item>
        <Menu.Item onClick={() => void pdf('Letter')}>Letter</Menu.Item>
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
