import { describe, expect, it } from 'vitest';
import { ipcRenderer, electronFake } from '../testing/electron';
import { METHOD_NAMES } from '#shared/method-names';

const exposed = electronFake.exposed;

describe('preload entry', () => {
  it('exposes only bookingsViewer, with exactly the contract methods, never ipcRenderer', async () => {
    await import('./index');
    expect([...exposed.keys()]).toEqual(['bookingsViewer']);
    const api = exposed.get('bookingsViewer') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(
      [
        ...METHOD_NAMES,
        'cancel',
        'onExportProgress',
        'onInsightsProgress',
        'onAllLocationsProgress',
        'onStoreChanged',
      ].sort(),
    );
    expect(Object.values(api)).not.toContain(ipcRenderer);
    expect(Object.values(api).every((v) => typeof v === 'function')).toBe(true);
  });
});
