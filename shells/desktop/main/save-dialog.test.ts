import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { app, dialog } from '../testing/electron';

const showSaveDialog = vi.mocked(dialog.showSaveDialog);
const { chooseSaveTarget } = await import('./save-dialog');
const { setShellLanguage } = await import('./shell-language');

/** The title and filter of the dialog the request opens, in the shell's language now. */
async function dialogFor(request: Parameters<typeof chooseSaveTarget>[1]) {
  showSaveDialog.mockClear();
  vi.mocked(app.getPath).mockImplementation(() => '/home/me/Downloads');
  await chooseSaveTarget(null, request);
  const [options] = showSaveDialog.mock.calls[0] as [Record<string, unknown>];
  return { title: options.title, filters: options.filters, defaultPath: options.defaultPath };
}

const workbook = {
  kind: 'bookings',
  extension: 'xlsx',
  suggestedFileName: 'bookings.xlsx',
} as const;

describe('the save dialog’s language', () => {
  it('is the shell’s: English first, then the language the page set', async () => {
    expect(await dialogFor(workbook)).toEqual({
      title: 'Export bookings as an Excel workbook',
      filters: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
      defaultPath: join('/home/me/Downloads', 'bookings.xlsx'),
    });
    setShellLanguage('de');
    expect(await dialogFor(workbook)).toMatchObject({
      title: 'Buchungen als Excel-Arbeitsmappe exportieren',
      filters: [{ name: 'Excel-Arbeitsmappe', extensions: ['xlsx'] }],
    });
    expect(
      await dialogFor({ kind: 'report', extension: 'xlsx', suggestedFileName: 'report.xlsx' }),
    ).toMatchObject({ title: 'Berichtsarbeitsmappe exportieren' });
    setShellLanguage('fr');
    expect(
      await dialogFor({ kind: 'picture', extension: 'png', suggestedFileName: 'vue.png' }),
    ).toMatchObject({
      title: 'Enregistrer la vue au format PNG',
      filters: [{ name: 'Image PNG', extensions: ['png'] }],
    });
    setShellLanguage('en');
  });
});
