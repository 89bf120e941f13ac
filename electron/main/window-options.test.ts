import { describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => [] as unknown[]);
vi.mock('electron', () => ({
  BrowserWindow: class {
    constructor(options: unknown) {
      created.push(options);
    }
  },
}));

const { createMainWindow } = await import('./window-options');

describe('main window', () => {
  it('is created with every security switch on and the preload given', () => {
    createMainWindow('/app/out/preload/index.cjs', {
      width: 1000,
      height: 700,
      maximized: false,
      x: 10,
      y: 20,
    });
    expect(created[0]).toMatchObject({
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
      },
    });
  });
});
