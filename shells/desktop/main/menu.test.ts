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
const { SHELL_WORDS } = await import('./words');

type Item = MenuItemConstructorOptions;

function flatten(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu as Item[]) : []),
  ]);
}

function options(language: 'en' | 'de' | 'fr' = 'en') {
  return {
    version: '0.9.1',
    words: SHELL_WORDS[language].menu,
    openExternal: vi.fn(),
    showAbout: vi.fn(),
  };
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
      const topLabel = platform === 'darwin' ? 'Bookings Viewer' : 'Help';
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
      click(items.find((i) => i.label === link.label(SHELL_WORDS.en.menu)));
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

  describe('in each language', () => {
    /** "Menu > Item" for every item, separators left out, as the template labels them. */
    const lines = (items: readonly Item[], path: string[] = []): string[] =>
      items.flatMap((item) => {
        if (item.type === 'separator') return [];
        const here = [...path, String(item.label)];
        return Array.isArray(item.submenu)
          ? lines(item.submenu as Item[], here)
          : [here.join(' > ')];
      });

    it.each([
      [
        'de',
        [
          'Datei > Beenden',
          'Bearbeiten > Rückgängig',
          'Bearbeiten > Wiederholen',
          'Bearbeiten > Ausschneiden',
          'Bearbeiten > Kopieren',
          'Bearbeiten > Einfügen',
          'Bearbeiten > Alles auswählen',
          'Ansicht > Neu laden',
          'Ansicht > Neu laden erzwingen',
          'Ansicht > Entwicklertools ein/aus',
          'Ansicht > Originalgröße',
          'Ansicht > Vergrößern',
          'Ansicht > Verkleinern',
          'Ansicht > Vollbild ein/aus',
          'Fenster > Minimieren',
          'Fenster > Schließen',
          'Hilfe > Bookings Viewer-Hilfe',
          'Hilfe > Problem melden…',
          'Hilfe > Über Bookings Viewer',
          'Hilfe > Version 0.9.1',
        ],
      ],
      [
        'fr',
        [
          'Fichier > Quitter',
          'Édition > Annuler',
          'Édition > Rétablir',
          'Édition > Couper',
          'Édition > Copier',
          'Édition > Coller',
          'Édition > Tout sélectionner',
          'Affichage > Actualiser',
          'Affichage > Forcer l’actualisation',
          'Affichage > Afficher/masquer les outils de développement',
          'Affichage > Taille réelle',
          'Affichage > Zoom avant',
          'Affichage > Zoom arrière',
          'Affichage > Plein écran',
          'Fenêtre > Réduire',
          'Fenêtre > Fermer',
          'Aide > Aide de Bookings Viewer',
          'Aide > Signaler un problème…',
          'Aide > À propos de Bookings Viewer',
          'Aide > Version 0.9.1',
        ],
      ],
    ] as const)('labels every item in %s, role items too', (language, expected) => {
      const template = buildMenuTemplate(options(language), { platform: 'linux', isDev: true });
      expect(lines(template)).toEqual(expected);
    });

    it.each(['en', 'de', 'fr'] as const)(
      'leaves Electron no item to label in English on any platform (%s), and keeps every role',
      (language) => {
        for (const platform of ['darwin', 'win32', 'linux'] as const) {
          for (const isDev of [false, true]) {
            const english = flatten(buildMenuTemplate(options('en'), { platform, isDev }));
            const items = flatten(buildMenuTemplate(options(language), { platform, isDev }));
            const unlabelled = items.filter((i) => i.type !== 'separator' && !i.label);
            expect(unlabelled, `${platform}${isDev ? ' dev' : ''}`).toEqual([]);
            expect(items.map((i) => i.role)).toEqual(english.map((i) => i.role));
          }
        }
      },
    );

    it('names the app and quits as each platform does', () => {
      const quitOf = (language: 'en' | 'de' | 'fr', platform: NodeJS.Platform) =>
        flatten(buildMenuTemplate(options(language), { platform, isDev: false })).find(
          (i) => i.role === 'quit',
        )?.label;
      expect(['linux', 'win32', 'darwin'].map((p) => quitOf('en', p as NodeJS.Platform))).toEqual([
        'Quit',
        'Exit',
        'Quit Bookings Viewer',
      ]);
      expect(['linux', 'win32', 'darwin'].map((p) => quitOf('de', p as NodeJS.Platform))).toEqual([
        'Beenden',
        'Beenden',
        'Bookings Viewer beenden',
      ]);
      expect(['linux', 'win32', 'darwin'].map((p) => quitOf('fr', p as NodeJS.Platform))).toEqual([
        'Quitter',
        'Quitter',
        'Quitter Bookings Viewer',
      ]);
      const mac = flatten(buildMenuTemplate(options('de'), { platform: 'darwin', isDev: false }));
      expect(mac.filter((i) => i.role).map((i) => i.label)).toEqual(
        expect.arrayContaining([
          'Dienste',
          'Bookings Viewer ausblenden',
          'Alle nach vorne bringen',
        ]),
      );
    });
  });
});
