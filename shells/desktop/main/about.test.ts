import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '../testing/electron';

const electron = { showMessageBox: vi.mocked(dialog.showMessageBox) };

const { aboutDetail, showAboutDialog, PRODUCT_NAME } = await import('./about');
const { setShellLanguage } = await import('./shell-language');
const { SHELL_WORDS } = await import('./words');

describe('About dialog', () => {
  beforeEach(() => electron.showMessageBox.mockClear());

  it('names the app and gives its version and the Electron, Chrome and Node versions', async () => {
    await showAboutDialog({ version: '1.2.3' });
    expect(electron.showMessageBox).toHaveBeenCalledTimes(1);
    const [box] = electron.showMessageBox.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(box.message).toBe(PRODUCT_NAME);
    expect(box.title).toBe('About Bookings Viewer');
    expect(box.detail).toContain('Version 1.2.3');
    expect(box.detail).toContain(`Node.js ${process.versions.node}`);
    expect(box.detail).toMatch(/Electron \S+/);
    expect(box.detail).toMatch(/Chrome \S+/);
  });

  it('attaches to the parent window when one is given', async () => {
    const parent = { id: 7 };
    await showAboutDialog({ version: '1.2.3', parent: parent as never });
    const call = electron.showMessageBox.mock.calls[0] as unknown as [
      unknown,
      Record<string, unknown>,
    ];
    expect(call[0]).toBe(parent);
    expect(call[1].detail).toContain('Version 1.2.3');
  });

  it('lists the runtime versions it is given', () => {
    const detail = aboutDetail('0.1.0', SHELL_WORDS.en.about, {
      ...process.versions,
      electron: '45.4.1',
      chrome: '142.0.1',
      node: '22.20.0',
    });
    expect(detail.split('\n')).toEqual([
      'Version 0.1.0',
      '',
      'Electron 45.4.1',
      'Chrome 142.0.1',
      'Node.js 22.20.0',
    ]);
  });

  it('speaks the shell’s language, the product’s name aside', async () => {
    setShellLanguage('de');
    await showAboutDialog({ version: '1.2.3' });
    setShellLanguage('fr');
    await showAboutDialog({ version: '1.2.3' });
    setShellLanguage('en');
    const boxes = electron.showMessageBox.mock.calls.map(
      (call) => call[0] as unknown as Record<string, unknown>,
    );
    expect(boxes.map((box) => [box.title, box.message, box.buttons])).toEqual([
      ['Über Bookings Viewer', 'Bookings Viewer', ['OK']],
      ['À propos de Bookings Viewer', 'Bookings Viewer', ['OK']],
    ]);
    // Plain Node, as in these tests, has no Electron version.
    const node = { ...process.versions, electron: undefined } as unknown as NodeJS.ProcessVersions;
    expect(aboutDetail('0.1.0', SHELL_WORDS.de.about, node)).toContain('Electron unbekannt');
  });
});
