/**
 * The test files that must run with fresh modules (isolated, a process each), while every other
 * file shares its worker's modules (vitest.config.ts). A file belongs here when it tests
 * module-level state (what a lazy chunk has loaded, the locales dayjs has registered, the one fake
 * Electron's recorded calls) or replaces a module with vi.mock, which takes effect only in a module
 * graph where nothing has imported that module yet. fresh-module-tests.test.ts keeps the vi.mock
 * part true.
 */

/** Node-side files: every main and preload test (they share the fake Electron), and the vi.mock ones. */
export const NODE_FRESH: readonly string[] = [
  'shells/desktop/main/**/*.test.ts',
  'shells/desktop/preload/**/*.test.ts',
  'shells/web/stream-errors.test.ts',
];

/** Renderer files whose subject is a module's own state. */
export const RENDERER_FRESH: readonly string[] = [
  'renderer/src/features/bookings/LazyDatePicker.test.tsx',
  'renderer/src/features/bookings/LazyRangePicker.test.tsx',
  'renderer/src/features/bookings/deferred-controls.test.tsx',
  'renderer/src/ui/locale/dayjs-locales.test.ts',
];
