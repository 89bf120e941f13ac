/** The app's segmented controls (SegmentedChoice), as the end-to-end tests and the benchmarks click them. */
import type { Page } from 'playwright-core';

/** Every choice's visible label, for scripts that click inside the page (timed clicks). */
export const SEGMENT_LABEL_SELECTOR = '[role="radiogroup"] label';

/** Clicks a choice of a segmented control (Day/Range, Timeline/Table/Insights) by its text. */
export async function segment(page: Page, name: string): Promise<void> {
  await page.locator(SEGMENT_LABEL_SELECTOR, { hasText: new RegExp(`^${name}$`) }).click();
}
