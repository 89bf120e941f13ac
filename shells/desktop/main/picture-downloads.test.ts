import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app, dialog } from '../testing/electron';

const { pngFromDataUrl, savePicture, savePicturesPrivately } = await import('./picture-downloads');
const { setShellLanguage } = await import('./shell-language');

const showSaveDialog = vi.mocked(dialog.showSaveDialog);
const showMessageBox = vi.mocked(dialog.showMessageBox);
/** The eight-byte PNG signature and a little more. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pngUrl = `data:image/png;base64,${PNG.toString('base64')}`;

let dir = '';
let umask = 0;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-png-'));
  umask = process.umask(0o022);
  vi.mocked(app.getPath).mockImplementation(() => dir);
  showSaveDialog.mockReset();
  showMessageBox.mockClear();
});
afterEach(async () => {
  process.umask(umask);
  await rm(dir, { recursive: true, force: true });
});

type WillDownload = (
  event: { preventDefault(): void },
  item: { getURL(): string; getFilename(): string },
) => void;

/** A session that records its will-download listener, and a download to hand it. */
function fakeSession() {
  let listener: WillDownload | null = null;
  const session = {
    on: vi.fn((name: string, fn: WillDownload) => {
      if (name === 'will-download') listener = fn;
    }),
  };
  const download = (url: string, filename = 'Insights Harbour Office.png') => {
    const event = { preventDefault: vi.fn() };
    listener?.(
      { preventDefault: event.preventDefault },
      { getURL: () => url, getFilename: () => filename },
    );
    return event;
  };
  return { session, download };
}

const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe('Save as PNG in the desktop app', () => {
  it('stops the download and saves the picture where the person chooses, 0600', async () => {
    const target = join(dir, 'insights.png');
    showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const { session, download } = fakeSession();
    const saved = new Promise<string | null>((resolve) =>
      savePicturesPrivately(
        session as never,
        () => null,
        (...args) => savePicture(...args).then((path) => (resolve(path), path)),
      ),
    );
    const event = download(pngUrl, 'Insights: Harbour/Office.png');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(await saved).toBe(target);
    const [options] = showSaveDialog.mock.calls[0] as [unknown];
    expect(options).toEqual({
      title: 'Save the view as a PNG image',
      defaultPath: join(dir, 'Insights- Harbour-Office.png'),
      filters: [{ name: 'PNG image', extensions: ['png'] }],
      properties: ['showOverwriteConfirmation'],
    });
    expect(await readFile(target)).toEqual(PNG);
    if (process.platform !== 'win32') expect(await modeOf(target)).toBe(0o600);
  });

  it.skipIf(process.platform === 'win32').each([
    ['a 0640 file (it stays 0640)', 0o640],
    ['a 0600 file (it stays 0600)', 0o600],
  ])('saves over %s', async (_what, mode) => {
    const target = join(dir, 'insights.png');
    await writeFile(target, 'an older picture');
    await chmod(target, mode);
    showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    expect(await savePicture(null, 'insights.png', PNG)).toBe(target);
    expect(await readFile(target)).toEqual(PNG);
    expect(await modeOf(target)).toBe(mode);
  });

  it('drops every other download without asking or writing', async () => {
    const { session, download } = fakeSession();
    savePicturesPrivately(session as never, () => null);
    for (const url of [
      'https://example.com/file.png',
      'data:text/csv;base64,YSxi',
      'data:image/png;base64,bm90IGEgcGljdHVyZQ==',
    ])
      expect(download(url).preventDefault).toHaveBeenCalled();
    expect(showSaveDialog).not.toHaveBeenCalled();
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes nothing when the dialog is dismissed, and says when the file cannot be written', async () => {
    showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await savePicture(null, 'x.png', PNG)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
    showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: join(dir, 'no', 'x.png') });
    expect(await savePicture(null, 'x.png', PNG)).toBeNull();
    expect(showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', detail: expect.stringContaining('does not exist') }),
    );
  });

  it('says in the shell’s language that the picture was not saved', async () => {
    setShellLanguage('fr');
    showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: join(dir, 'no', 'x.png') });
    expect(await savePicture(null, 'x.png', PNG)).toBeNull();
    setShellLanguage('en');
    expect(showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      title: 'Enregistrer la vue au format PNG',
    });
    expect(showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', message: 'L’image n’a pas été enregistrée.' }),
    );
  });

  it('reads only base64 PNG data: URLs', () => {
    expect(pngFromDataUrl(pngUrl)).toEqual(PNG);
    expect(pngFromDataUrl('data:image/png,raw')).toBeNull();
    expect(pngFromDataUrl(`${pngUrl}#x`)).toBeNull();
  });
});
