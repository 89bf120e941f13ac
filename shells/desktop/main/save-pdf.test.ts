import { chmod, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app, dialog } from '../testing/electron';

const electron = { showSaveDialog: vi.mocked(dialog.showSaveDialog) };

const { createPdfSaver, pdfFileName } = await import('./save-pdf');

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-pdf-'));
  vi.mocked(app.getPath).mockImplementation(() => dir);
  electron.showSaveDialog.mockReset();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function fakeWindow() {
  const printToPDF = vi.fn(async () => Buffer.from('%PDF-1.7 test'));
  return { win: { webContents: { printToPDF } } as never, printToPDF };
}

describe('savePdf in the desktop app', () => {
  it('asks where to save in the window, prints landscape on the chosen paper, and writes the file', async () => {
    const { win, printToPDF } = fakeWindow();
    const target = join(dir, 'insights.pdf');
    electron.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const save = createPdfSaver(() => win);
    const path = await save(
      { fileName: 'Insights Harbour/Office 2026-03', pageSize: 'Letter' },
      new AbortController().signal,
    );
    expect(path).toBe(target);
    const [parent, options] = electron.showSaveDialog.mock.calls[0] as [unknown, unknown];
    expect(parent).toBe(win);
    expect(options).toEqual({
      title: 'Save the view as a PDF document',
      defaultPath: join(dir, 'Insights Harbour-Office 2026-03.pdf'),
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      properties: ['showOverwriteConfirmation'],
    });
    expect(printToPDF).toHaveBeenCalledWith(
      expect.objectContaining({ landscape: true, pageSize: 'Letter', printBackground: true }),
    );
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.7 test');
    if (process.platform !== 'win32') expect((await stat(target)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['insights.pdf']);
  });

  it('prints nothing when the save dialog is dismissed, and fails clearly without a window', async () => {
    const { win, printToPDF } = fakeWindow();
    electron.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    expect(
      await createPdfSaver(() => win)(
        { fileName: 'x', pageSize: 'A4' },
        new AbortController().signal,
      ),
    ).toBeNull();
    expect(printToPDF).not.toHaveBeenCalled();
    await expect(
      createPdfSaver(() => null)({ fileName: 'x', pageSize: 'A4' }, new AbortController().signal),
    ).rejects.toMatchObject({ kind: 'internal' });
  });

  // Under the usual umask: a new PDF is 0600, and saving over a file keeps that file's mode.
  it.skipIf(process.platform === 'win32').each([
    ['no file (a new one is 0600)', null, 0o600],
    ['a 0640 file (it stays 0640)', 0o640, 0o640],
    ['a 0600 file (it stays 0600)', 0o600, 0o600],
  ])('saves over %s', async (_what, existing, expected) => {
    const umask = process.umask(0o022);
    try {
      const { win } = fakeWindow();
      const target = join(dir, 'insights.pdf');
      if (existing !== null) {
        await writeFile(target, 'an older report');
        await chmod(target, existing);
      }
      electron.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
      await createPdfSaver(() => win)(
        { fileName: 'x', pageSize: 'A4' },
        new AbortController().signal,
      );
      expect(await readFile(target, 'utf8')).toBe('%PDF-1.7 test');
      expect((await stat(target)).mode & 0o777).toBe(expected);
    } finally {
      process.umask(umask);
    }
  });

  it('names files safely', () => {
    expect(pdfFileName('a:b*c?.PDF')).toBe('a-b-c-.pdf');
    expect(pdfFileName('\u0007')).toBe('Bookings Viewer.pdf');
  });
});
