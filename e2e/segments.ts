/** The app's segmented controls (SegmentedChoice), as the end-to-end tests and the benchmarks click them. */
import type { Page } from 'playwright-core';

/** Every choice's visible label, for scripts that click inside the page (timed clicks). */
export const SEGMENT_LABEL_SELECTOR = '[role="radiogroup"] label';

/**
 * The views and periods by their English names, found by value in every language: a test in
 * de-DE still says segment(app, 'Table') and clicks "Tabelle".
 */
const VALUES: Readonly<Record<string, string>> = {
  Timeline: 'timeline',
  Table: 'table',
  Insights: 'insights',
  Trends: 'trends',
  People: 'people',
  Day: 'day',
  Range: 'range',
};

/** Clicks a choice of a segmented control (Day/Range, Timeline/Table/Insights) by its English name or text. */
export async function segment(page: Page, name: string): Promise<void> {
  const value = VALUES[name];
  const choice = value
    ? page.locator(`[role="radiogroup"] input[value="${value}"] + label`)
    : page.locator(SEGMENT_LABEL_SELECTOR, { hasText: new RegExp(`^${name}$`) });
  await choice.click();
}
