import { describe, expect, it, vi } from 'vitest';
import { app, Menu } from '../testing/electron';
import type { MenuItemConstructorOptions } from 'electron';

const electron = {
  app,
  buildFromTemplate: vi.mocked(Menu.buildFromTemplate),
  setApplicationMenu: vi.mocked(Menu.setApplicationMenu),
};

const { buildMenuTemplate, installApplicationMenu, isSafeExternalUrl, HELP_LINKS } =
  await import('./menu');

type Item = MenuItemConstructorOptions;

function flatten(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu as Item[]) : []),
  ]);
}

function options() {
  return { version: '0.9.1', openExternal: vi.fn(), showAbout: vi.fn() };
}

const click = (item: Item | undefined) => (item?.click as (() => void) | undefined)?.();

describe('application menu', () => {
  it('has the Edit roles, a Window menu and a Help menu with the version', () => {
    const items = flatten(buildMenuTemplate(options(), { platform: 'linux', isDev: false }));
    const roles = items.map((i) => i.role).filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'window',
        'help',
      ]),
    );
    expect(items.find((i) => i.label === 'Version 0.9.1')?.enabled).toBe(false);
  });

  it('offers Reload and DevTools only in development', () => {
    const packaged = flatten(buildMenuTemplate(options(), { platform: 'linux', isDev: false }));
    const dev = flatten(buildMenuTemplate(options(), { platform: 'linux', isDev: true }));
    for (const role of ['reload', 'forceReload', 'toggleDevTools']) {
      expect(
        packaged.some((i) => i.role === role),
        role,
      ).toBe(false);
      expect(
        dev.some((i) => i.role === role),
        role,
      ).toBe(true);
    }
  });

  it('shows About from the app menu on macOS and from Help elsewhere', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const opts = options();
      const template = buildMenuTemplate(opts, { platform, isDev: false });
      const about = flatten(template).find((i) => i.label === 'About Bookings Viewer');
      click(about);
      expect(opts.showAbout, platform).toHaveBeenCalledTimes(1);
      const topLabel = platform === 'darwin' ? 'Bookings Viewer' : undefined;
      const owner = template.find((menu) => flatten([menu]).includes(about!));
      expect(owner?.label ?? undefined, platform).toBe(topLabel);
      if (platform !== 'darwin') expect(owner?.role).toBe('help');
    }
  });

  it('opens Help links only through openExternal, and only https ones', () => {
    const opts = options();
    const items = flatten(buildMenuTemplate(opts, { platform: 'linux', isDev: false }));
    for (const link of HELP_LINKS) {
      expect(link.url.startsWith('https://'), link.url).toBe(true);
      click(items.find((i) => i.label === link.label));
    }
    expect(opts.openExternal.mock.calls.map((c) => c[0])).toEqual(HELP_LINKS.map((l) => l.url));
  });

  it('accepts https URLs and refuses everything else', () => {
    expect(isSafeExternalUrl('https://bookingsviewer.app/help')).toBe(true);
    for (const url of [
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('installs the menu, without development items in a packaged app', () => {
    electron.app.isPackaged = true;
    installApplicationMenu(options());
    expect(electron.setApplicationMenu).toHaveBeenCalledTimes(1);
    const template = electron.buildFromTemplate.mock.calls[0]?.[0] as Item[];
    expect(flatten(template).some((i) => i.role === 'toggleDevTools')).toBe(false);
  });
});
