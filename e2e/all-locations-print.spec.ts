/**
 * All locations on paper: the large demo company's 10 sites printed (as the browser's print dialog
 * and the desktop app's Save as PDF print them) fit one landscape A4 page, with every site's row,
 * its bays needed and spare bays, and none of the app's controls.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, SAVE_SCREENSHOTS, screenshotAt, test, useSecondCompany } from './fixtures';

const SHOTS = 'e2e/artifacts';

/** Pages of a PDF: each page object says `/Type /Page` (the page tree says `/Pages`). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

async function allCounted(page: Page): Promise<void> {
  await expect(page.getByTestId('portfolio-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 120_000 });
}

test.describe('laid out at the paper’s width', () => {
  // A4 landscape less 10 mm margins is about 1,047 px wide: the width Print lays the table out at.
  test.use({ viewport: { width: 1047, height: 740 } });

  test('10 sites print on one landscape page, the controls left off', async ({ app, env }) => {
    test.setTimeout(240_000);
    const remove = await useSecondCompany(app, env, 'Large Co');
    try {
      await app.getByTestId('all-locations-link').click();
      await allCounted(app);
      await expect(app.getByTestId('print-all-locations')).toBeEnabled();
      const sites = app.getByRole('button', { name: /: open its Insights/ });
      await expect(sites).toHaveCount(10);
      await app.emulateMedia({ media: 'print' });
      await expect(app.getByTestId('export-all-locations')).toBeHidden();
      await expect(app.getByRole('navigation', { name: 'Locations' })).toBeHidden();
      for (const name of ['Bays needed', 'Spare bays'])
        await expect(app.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
      await expect(sites.filter({ hasText: 'Zürich Campus' })).toBeVisible();
      await screenshotAt(app, `${SHOTS}/all-locations-print.png`, { fullPage: true });
      const pdf = await app.pdf({ format: 'A4', landscape: true, printBackground: true });
      if (SAVE_SCREENSHOTS) await writeFile(`${SHOTS}/all-locations-print.pdf`, pdf);
      expect(pageCount(pdf)).toBe(1);
    } finally {
      await app.emulateMedia({ media: 'screen' });
      await remove();
    }
  });
});
