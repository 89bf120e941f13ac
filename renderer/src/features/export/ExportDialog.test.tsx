import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportProgress } from '#shared/contract';
import { createQueryClient } from '../../data/query-client';
import { BridgeProvider } from '../../ui/bridge-context';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { ExportDialog, type ShownExport } from './ExportDialog';
import { allMessages } from '../../testing/all-messages';

const filter = { tags: ['EV'], search: 'ann', timeOfDay: null };
const shown: ShownExport = {
  accountId: 'demo',
  locationId: 'loc-h',
  from: '2026-03-29',
  to: '2026-03-29',
  zone: 'Europe/Berlin',
  filter,
  summary: {
    locationName: 'Harbour Office',
    times: { kind: 'zone', zone: 'Europe/Berlin' },
    filter,
  },
};

const progress = (p: Partial<ExportProgress>): ExportProgress => ({
  exportId: 'exp-1',
  state: 'running',
  rows: 0,
  percent: 0,
  bytes: 0,
  fileName: 'bookings.csv',
  sheets: null,
  exceedsExcelLimit: false,
  dropped: 0,
  cellsCut: 0,
  charactersReplaced: 0,
  error: null,
  downloadUrl: null,
  canReveal: false,
  ...p,
});

/** The dialog, in the page's locale or in the OS locales given. */
function setup(what: ShownExport = shown, locales?: readonly string[]) {
  const fake = createFakeBridge([demoCompany()]);
  const dialog = <ExportDialog opened onClose={() => {}} shown={what} />;
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <BridgeProvider bridge={fake.bridge}>
          {locales ? (
            <LocaleProvider locales={locales} clock="auto" weekStart="auto">
              {dialog}
            </LocaleProvider>
          ) : (
            dialog
          )}
        </BridgeProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fake;
}

/** The separator the dialog sends when nothing is changed. */
async function defaultDelimiter(locales: readonly string[]): Promise<unknown> {
  const fake = setup(shown, locales);
  fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
  await screen.findByTestId('export-running');
  return (fake.callsOf('startExport')[0]!.args as { delimiter?: string }).delimiter;
}

describe('export dialog', () => {
  it('exports what is shown with the chosen options, shows progress, and can cancel', async () => {
    const fake = setup();
    fireEvent.click(screen.getByText('Semicolon ;'));
    fireEvent.click(screen.getByLabelText('Add a byte-order mark'));
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).toEqual({
      accountId: 'demo',
      locationId: 'loc-h',
      from: '2026-03-29',
      to: '2026-03-29',
      zone: 'Europe/Berlin',
      filter: shown.filter,
      delimiter: ';',
      bom: false,
      neutraliseFormulas: true,
      personalData: true,
      format: 'csv',
    });
    act(() => fake.emitProgress(progress({ rows: 1234, percent: 42.4 })));
    expect(screen.getByTestId('export-progress-text').textContent).toBe('1,234 rows · 42%');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    // The mutation calls the bridge a few ticks later: wait for the call, not for a number of ticks.
    await waitFor(() => expect(fake.callsOf('cancelExport')).toHaveLength(1));
    expect(fake.callsOf('cancelExport')[0]!.args).toEqual({ exportId: 'exp-1' });
    act(() => fake.emitProgress(progress({ state: 'cancelled' })));
    expect(await screen.findByTestId('export-cancelled')).toBeTruthy();
  });

  it('ends with rows, size, the Excel warning and Show in folder', async () => {
    const fake = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    act(() =>
      fake.emitProgress(
        progress({
          state: 'done',
          rows: 1_200_000,
          percent: 100,
          bytes: 5 * 1024 * 1024,
          exceedsExcelLimit: true,
          canReveal: true,
        }),
      ),
    );
    const done = await screen.findByTestId('export-done');
    expect(done.textContent).toContain('1,200,000 rows · 5.0 MB');
    expect(screen.getByTestId('excel-warning')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show in folder' }));
    await waitFor(() => expect(fake.callsOf('revealExport')).toHaveLength(1));
    expect(fake.callsOf('revealExport')[0]!.args).toEqual({ exportId: 'exp-1' });
  });

  it('says how many cells were cut and characters replaced, and nothing when none were', async () => {
    const fake = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    act(() => fake.emitProgress(progress({ state: 'done', rows: 2, percent: 100 })));
    await screen.findByTestId('export-done');
    expect(screen.queryByTestId('cell-changes')).toBeNull();
    act(() =>
      fake.emitProgress(
        progress({ state: 'done', rows: 2, percent: 100, cellsCut: 4, charactersReplaced: 1 }),
      ),
    );
    const notice = await screen.findByTestId('cell-changes');
    expect(notice.textContent).toContain(
      '4 cells were longer than Excel’s 32,767 characters: cut there, each ends in “…”.',
    );
    expect(notice.textContent).toContain(
      '1 character the file cannot hold (control characters, broken UTF-16) shows as “�”.',
    );
  });

  it('says so when the save dialog was dismissed, and shows a failure precisely', async () => {
    const fake = setup();
    const original = fake.bridge.startExport;
    Object.assign(fake.bridge, { startExport: async () => ({ ok: true, value: null }) });
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    expect(await screen.findByText('No file was chosen, so nothing was exported.')).toBeTruthy();
    Object.assign(fake.bridge, { startExport: original });
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    act(() =>
      fake.emitProgress(
        progress({ state: 'failed', error: { kind: 'io', message: 'The disk is full.' } }),
      ),
    );
    expect((await screen.findByTestId('export-failed')).textContent).toContain('The disk is full.');
  });

  it('says the file holds personal data, and can leave names and e-mails out', async () => {
    const fake = setup();
    const note = screen.getByTestId('export-personal-data-note');
    expect(note.textContent).toMatch(/personal data.*Keep it where only the people who need it/);
    fireEvent.click(screen.getByLabelText('Leave out names and e-mails'));
    expect(note.textContent).toMatch(/^Names and e-mail addresses are left out/);
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).toMatchObject({ personalData: false });
  });

  it('offers no personal-data choice for a summary, which names nobody', async () => {
    const fake = setup({ ...shown, report: { kind: 'summary', by: 'bay' } });
    expect(screen.queryByLabelText('Leave out names and e-mails')).toBeNull();
    expect(screen.queryByTestId('export-personal-data-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).not.toHaveProperty('personalData');
  });

  it('writes an Excel workbook when chosen, without the options only CSV files have', async () => {
    const fake = setup();
    expect(screen.getByText('Separator')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Excel workbook' }));
    expect(screen.queryByText('Separator')).toBeNull();
    expect(screen.queryByLabelText('Add a byte-order mark')).toBeNull();
    expect(screen.queryByLabelText('Protect against formulas in names')).toBeNull();
    // The bookings name people, whatever the file.
    expect(screen.getByTestId('export-personal-data-note')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).toMatchObject({ format: 'xlsx' });
  });

  it('writes the report workbook, with the bookings and their personal-data note only when asked', async () => {
    const fake = setup({ ...shown, report: { kind: 'workbook', withBookings: false } });
    expect(screen.getByRole('dialog', { name: 'Export a report workbook (Excel)' })).toBeTruthy();
    expect(screen.queryByText('Separator')).toBeNull();
    expect(screen.queryByTestId('export-personal-data-note')).toBeNull();
    fireEvent.click(screen.getByLabelText('Include the bookings'));
    expect(screen.getByTestId('export-personal-data-note')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).toMatchObject({
      format: 'xlsx',
      report: { kind: 'workbook', withBookings: true },
      personalData: true,
    });
  });

  it('writes the All locations summary as the report workbook when chosen, and ends with its sheets', async () => {
    const compare = { kind: 'previous', unit: 'month' } as const;
    const fake = setup({ ...shown, report: { kind: 'summary', by: 'location', compare } });
    expect(screen.getByText('Separator')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Report workbook (Excel)'));
    expect(screen.getByRole('dialog', { name: 'Export a report workbook (Excel)' })).toBeTruthy();
    expect(screen.queryByText('Separator')).toBeNull();
    // The double bookings name people unless left out.
    expect(screen.getByTestId('export-personal-data-note').textContent).toMatch(
      /held two bays at once/,
    );
    fireEvent.click(screen.getByLabelText('Leave out names and e-mails'));
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).toMatchObject({
      format: 'xlsx',
      allLocations: true,
      personalData: false,
      report: { kind: 'workbook', withBookings: false, compare },
    });
    act(() => fake.emitProgress(progress({ rows: 5678, percent: 12 })));
    expect(screen.getByTestId('export-progress-text').textContent).toBe(
      '5,678 bookings read · 12%',
    );
    act(() =>
      fake.emitProgress(
        progress({ state: 'done', rows: 0, sheets: 4, percent: 100, bytes: 21_000 }),
      ),
    );
    const done = await screen.findByTestId('export-done');
    expect(done.textContent).toContain('4 sheets · 20.5 KB');
    expect(done.textContent).not.toContain('rows');
  });

  it('starts with the separator Excel expects in the locale: a semicolon where decimals take a comma', async () => {
    expect(await defaultDelimiter(['de-DE'])).toBe(';');
  });

  it('starts with a comma where decimals take a point, as in Switzerland', async () => {
    expect(await defaultDelimiter(['de-CH'])).toBe(',');
  });
});

describe('export dialog, in German', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('says what it exports and how far it is in German, with German numbers and plurals', async () => {
    i18n.load('de', await allMessages('de'));
    i18n.activate('de');
    const fake = setup(shown, ['de-DE']);
    expect(screen.getByRole('dialog', { name: 'Buchungen exportieren' })).toBeTruthy();
    expect(
      screen.getByText(
        'Harbour Office, Zeiten in Europe/Berlin; Merkmale: EV; passend zu „ann“; ganze Tage',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]!.args).toMatchObject({ delimiter: ';' });
    act(() => fake.emitProgress(progress({ rows: 1234, percent: 42.4 })));
    expect(screen.getByTestId('export-progress-text').textContent).toBe('1.234 Zeilen · 42\u00a0%');
    act(() =>
      fake.emitProgress(
        progress({ state: 'done', rows: 1, percent: 100, bytes: 2048, cellsCut: 1 }),
      ),
    );
    const done = await screen.findByTestId('export-done');
    expect(done.textContent).toContain('1 Zeile · 2,0 KB · bookings.csv');
    expect(screen.getByTestId('cell-changes').textContent).toContain(
      '1 Zelle war länger als die 32.767 Zeichen, die Excel erlaubt: Sie wurde dort gekürzt und endet auf „…“.',
    );
  });

  it('says why an export failed in German, keeping the backend’s specifics', async () => {
    i18n.load('de', await allMessages('de'));
    i18n.activate('de');
    const fake = setup(shown, ['de-DE']);
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren…' }));
    await screen.findByTestId('export-running');
    act(() =>
      fake.emitProgress(
        progress({ state: 'failed', error: { kind: 'io', message: 'The disk is full.' } }),
      ),
    );
    const failed = await screen.findByTestId('export-failed');
    expect(failed.textContent).toContain('Die Datei konnte nicht geschrieben werden.');
    expect(failed.textContent).toContain('The disk is full.');
  });
});
