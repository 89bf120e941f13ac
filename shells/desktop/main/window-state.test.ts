import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_STATE, loadWindowState, saveWindowState } from './window-state';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-window-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});
const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('window state', () => {
  it('remembers bounds and the maximised state', async () => {
    expect(await loadWindowState(dir, screen)).toEqual(DEFAULT_WINDOW_STATE);
    await saveWindowState(dir, { x: 100, y: 80, width: 1100, height: 700, maximized: true });
    expect(await loadWindowState(dir, screen)).toEqual({
      x: 100,
      y: 80,
      width: 1100,
      height: 700,
      maximized: true,
    });
  });
  it('drops a position that is on no screen any more, and ignores a corrupt file', async () => {
    await saveWindowState(dir, { x: 5000, y: 80, width: 1100, height: 700, maximized: false });
    expect(await loadWindowState(dir, screen)).toEqual({
      width: 1100,
      height: 700,
      maximized: false,
    });
    await writeFile(join(dir, 'window-state.json'), '{');
    expect(await loadWindowState(dir, screen)).toEqual(DEFAULT_WINDOW_STATE);
  });
});
