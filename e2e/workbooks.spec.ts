import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import { expect, screenshots, segment, seriousViolations, test, waitForBars } from './fixtures';

const workbookOf = async (path: string | null) => XLSX.read(await readFile(path ?? ''));

test('bookings as an Excel workbook from the export dialog', async ({ app }) => {
  await waitForBars(app);
  await app.keyboard.press('Control+e');
  const dialog = app.getByRole('dialog', { name: 'Export bookings' });
  await dialog.locator('label', { hasText: /^Excel workbook$/ }).click();
  await expect(dialog.getByText('Separator')).toHaveCount(0);
  expect(await seriousViolations(app)).toEqual([]);
  await screenshots(app, '13-export-dialog-excel');
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bookings-.*\.xlsx$/);
  const workbook = await workbookOf(await file.path());
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Bookings ?? {}, { header: 1 });
  expect(rows[0]).toEqual([...BOOKING_HEADER]);
  expect(rows.length).toBeGreaterThan(1);
});

test('the report workbook from Insights, with every sheet', async ({ app }) => {
  await waitForBars(app);
  await segment(app, 'Insights');
  await app.getByTestId('export-summary').click();
  await app.getByTestId('export-report-workbook').click();
  const dialog = app.getByRole('dialog', { name: 'Export a report workbook (Excel)' });
  await dialog.getByLabel('Include the bookings').check();
  await expect(dialog.getByTestId('export-personal-data-note')).toBeVisible();
  await screenshots(app, '14-report-workbook-dialog');
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-.*\.xlsx$/);
  const workbook = await workbookOf(await file.path());
  expect(workbook.SheetNames).toEqual([
    'Summary',
    'By bay',
    'By tag',
    'By day',
    'By weekday and hour',
    'Weeks ahead',
    'Bookings',
  ]);
});
