import { describe, expect, it, vi } from 'vitest';
import { METHOD_NAMES } from '../../shared/method-names';

const exposed = vi.hoisted(() => new Map<string, unknown>());
const ipcRenderer = vi.hoisted(() => ({
  invoke: vi.fn(),
  send: vi.fn(),
  on: vi.fn(),
  removeListener: vi.fn(),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer,
}));

describe('preload entry', () => {
  it('exposes only bookingsViewer, with exactly the contract methods, never ipcRenderer', async () => {
    await import('./index');
    expect([...exposed.keys()]).toEqual(['bookingsViewer']);
    const api = exposed.get('bookingsViewer') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(
      [...METHOD_NAMES, 'cancel', 'onExportProgress', 'onInsightsProgress'].sort(),
    );
    expect(Object.values(api)).not.toContain(ipcRenderer);
    expect(Object.values(api).every((v) => typeof v === 'function')).toBe(true);
  });
});
