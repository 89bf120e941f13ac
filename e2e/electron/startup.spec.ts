/**
 * In a real window: the time from ready-to-show (the window's first paint) to the first frame with
 * booking bars, on a first launch and on a second one over the same data folder (when V8's code
 * cache for app:// is warm). Reported as annotations, not asserted: timings belong to benchmarks.
 */
import { _electron, type Page } from '@playwright/test';
import { appEnv, ELECTRON, expect, ROOT, skipWithoutElectron, test } from './fixtures';

skipWithoutElectron();

/** First paint (when Electron emits ready-to-show) and the timeline's first painted frame, in ms. */
async function startTimes(page: Page): Promise<{ readyToShow: number; firstBookings: number }> {
  await expect(page.getByTestId('booking-bar').first()).toBeVisible({ timeout: 30_000 });
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0];
    const bars = performance.getEntriesByName('bv:timeline-painted')[0];
    return { readyToShow: paint?.startTime ?? NaN, firstBookings: bars?.startTime ?? NaN };
  });
}

test('ready-to-show to the first bookings, first launch and with a warm code cache', async ({
  home,
}) => {
  const launches: string[] = [];
  for (const launch of ['first launch', 'second launch']) {
    const app = await _electron.launch({
      executablePath: ELECTRON as string,
      args: [ROOT],
      env: appEnv(home),
    });
    try {
      const page = await app.firstWindow();
      const times = await startTimes(page);
      // Shown (at ready-to-show) over the background of the theme it opens in.
      const shown = await app.evaluate(({ BrowserWindow, nativeTheme }) => {
        const win = BrowserWindow.getAllWindows()[0];
        return {
          visible: win?.isVisible() ?? false,
          background: win?.getBackgroundColor().toLowerCase(),
          dark: nativeTheme.shouldUseDarkColors,
        };
      });
      expect(shown.visible).toBe(true);
      expect(shown.background).toBe(shown.dark ? '#242424' : '#ffffff');
      expect(times.firstBookings).toBeGreaterThanOrEqual(times.readyToShow);
      launches.push(
        `${launch}: first paint ${times.readyToShow.toFixed(0)} ms, first bookings ${times.firstBookings.toFixed(0)} ms after navigation start (${(times.firstBookings - times.readyToShow).toFixed(0)} ms after ready-to-show)`,
      );
    } finally {
      await app.close();
    }
  }
  test
    .info()
    .annotations.push({ type: 'ready-to-show → first bookings', description: launches.join('; ') });
  console.log(launches.join('\n'));
});
