import { describe, expect, it } from 'vitest';
import { electronFake } from '../testing/electron';

const created = () => electronFake.windows.map((w) => w.options);

const { createMainWindow, windowBackground } = await import('./window-options');

describe('main window', () => {
  it('is created with every security switch on and the preload given', () => {
    createMainWindow('/app/out/preload/index.cjs', {
      width: 1000,
      height: 700,
      maximized: false,
      x: 10,
      y: 20,
    });
    expect(created()[0]).toMatchObject({
      x: 10,
      y: 20,
      width: 1000,
      height: 700,
      webPreferences: {
        preload: '/app/out/preload/index.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        v8CacheOptions: 'bypassHeatCheck',
      },
    });
  });

  it('takes the theme’s background, following the OS only when the theme is system', () => {
    expect(windowBackground('dark', false)).toBe('#242424');
    expect(windowBackground('light', true)).toBe('#ffffff');
    expect(windowBackground('system', true)).toBe('#242424');
    expect(windowBackground('system', false)).toBe('#ffffff');
    createMainWindow('/p.cjs', { width: 900, height: 600, maximized: false }, '#242424');
    expect(created().at(-1)).toMatchObject({ show: false, backgroundColor: '#242424' });
  });
});
