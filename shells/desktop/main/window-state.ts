import { z } from 'zod';
import { join } from 'node:path';
import { readJsonFile, writeJsonFileAtomic } from '#backend/json-file';

/** The window's size, position and maximised state, remembered across launches. */
export interface WindowState {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
  readonly maximized: boolean;
}

/** A screen's usable area. */
export interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The size of a first launch. */
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };

const schema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20_000),
  height: z.number().int().min(300).max(20_000),
  maximized: z.boolean(),
});

/** window-state.json in the data folder. */
export const windowStatePath = (dataDir: string): string => join(dataDir, 'window-state.json');

/** Reads the saved state; falls back to the default and drops a position that no longer lies on a screen. */
export async function loadWindowState(
  dataDir: string,
  screens: readonly Area[],
): Promise<WindowState> {
  const read = await readJsonFile(windowStatePath(dataDir)).catch(
    () => ({ state: 'missing' }) as const,
  );
  const parsed = read.state === 'ok' ? schema.safeParse(read.value) : null;
  if (!parsed?.success) return DEFAULT_WINDOW_STATE;
  const s = parsed.data;
  if (s.x === undefined || s.y === undefined)
    return { width: s.width, height: s.height, maximized: s.maximized };
  const { x, y } = s;
  // A monitor may have been unplugged: keep the size, let the OS place a window that would be off-screen.
  const visible = screens.some(
    (a) => x + 100 > a.x && y + 50 > a.y && x < a.x + a.width - 100 && y < a.y + a.height - 50,
  );
  return visible ? s : { width: s.width, height: s.height, maximized: s.maximized };
}

/** Saves the state; a failure only costs the remembered size. */
export async function saveWindowState(dataDir: string, state: WindowState): Promise<void> {
  await writeJsonFileAtomic(windowStatePath(dataDir), state).catch(() => undefined);
}
