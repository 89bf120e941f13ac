/**
 * Each site on its own clock (issue 29): the Sites page sets a site's zone and working week, the
 * timezone picker offers Site time (the default for a site with a zone), and Insights and All
 * locations say the basis of their figures. Screenshots go to /tmp/shots for people to look at.
 */
import type { Page } from '@playwright/test';
import {
  emulateColorScheme,
  screenshotAt,
  expect,
  segment,
  seriousViolations,
  test,
  useSecondCompany,
  waitForBars,
} from './fixtures';

const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  await screenshotAt(page, `${SHOTS}/${name}.png`);
}

/** Picks a zone in the Sites page's zone picker by typing part of its name. */
async function pickZone(app: Page, typed: string, option: RegExp): Promise<void> {
  const zone = app.getByTestId('sites-zone');
  await zone.click();
  await zone.fill(typed);
  await app.getByRole('option', { name: option }).click();
}

/** Turns a weekday on or off, as a user does: by its chip. */
async function day(app: Page, short: string): Promise<void> {
  await app.getByTestId('working-days').getByText(short, { exact: true }).click();
}

/** Types a time into the hour and minute fields (en-GB: a 24-hour clock). */
async function time(app: Page, label: string, hours: string, minutes: string): Promise<void> {
  await app.getByRole('spinbutton', { name: `${label}: hour` }).fill(hours);
  await app.getByRole('spinbutton', { name: `${label}: minutes` }).fill(minutes);
}

// The app as a manager meets it: Site time is the default once a site has a zone.
test.use({ zoneChoice: 'site' });

for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a site’s zone and hours set on the Sites page change the basis of its Insights', async ({
      app,
    }) => {
      await waitForBars(app);
      // Harbour Office ships with London's clock: the timeline shows its day there.
      await expect(app.getByTestId('timezone-picker')).toHaveValue('Site time (Europe/London)');

      await segment(app, 'Insights');
      const basis = app.getByTestId('insights-basis');
      await expect(basis).toHaveText('Counted on: Mon–Fri 08:00–18:00, Europe/London', {
        timeout: 30_000,
      });

      // The Sites page: every site with its zone and working week.
      await app.getByRole('tab', { name: /Sites/ }).click();
      const table = app.getByTestId('sites-table');
      await expect(table).toBeVisible();
      const harbour = table.locator('[data-site="Harbour Office"]');
      await expect(harbour.getByTestId('site-basis')).toHaveText(
        'Mon–Fri 08:00–18:00, Europe/London',
      );

      // Harbour Office moves to Sydney's clock and opens Saturdays too, 07:00–19:00.
      await harbour.getByRole('button', { name: 'Edit Harbour Office' }).click();
      await expect(app.getByRole('heading', { name: 'Change Harbour Office' })).toBeFocused();
      await pickZone(app, 'sydney', /^Australia\/Sydney \(UTC\+11:00\)$/);
      await app.getByRole('button', { name: 'Apply zone' }).click();
      await day(app, 'Sat');
      await time(app, 'Opens', '07', '00');
      await time(app, 'Closes', '19', '00');
      await app.getByRole('button', { name: 'Apply working week' }).click();
      await expect(harbour.getByTestId('unsaved-badge')).toBeVisible();
      await expect(harbour.getByTestId('site-basis')).toHaveText(
        'Mon–Sat 07:00–19:00, Australia/Sydney',
      );
      await expect(app.getByTestId('sites-savebar')).toContainText('1 site changed, not saved');
      for (const scheme of ['dark', 'light'] as const) {
        await emulateColorScheme(app, scheme);
        expect(await seriousViolations(app, scheme === 'dark' ? 'all' : 'contrast')).toEqual([]);
        await shot(app, `sites-unsaved-${size.width}${scheme === 'dark' ? '-dark' : ''}`);
      }

      await app.getByTestId('sites-save').click();
      await expect(app.getByTestId('sites-status')).toContainText('Saved 1 site.');
      await expect(harbour.getByTestId('unsaved-badge')).toHaveCount(0);
      await expect(app.getByTestId('sites-saved-state')).toHaveText('No unsaved changes');

      // Back to Insights: counted again, on Sydney's clock and the new hours.
      await app.getByRole('tab', { name: /Bookings/ }).click();
      await expect(basis).toHaveText('Counted on: Mon–Sat 07:00–19:00, Australia/Sydney', {
        timeout: 30_000,
      });
      await expect(app.getByTestId('timezone-picker')).toHaveValue('Site time (Australia/Sydney)');
      await expect(app.getByTestId('insights')).toContainText(
        'times in Australia/Sydney (site time)',
      );
      await shot(app, `insights-basis-${size.width}`);

      // All locations says each row's basis.
      await app.getByTestId('all-locations-link').click();
      await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 60_000 });
      await expect(app.getByTestId('portfolio-basis')).toContainText('Site time');
      await expect(
        app
          .locator('[data-testid="portfolio-row"][data-location="Harbour Office"]')
          .getByTestId('row-basis'),
      ).toContainText('Mon–Sat 07:00–19:00, Australia/Sydney');
      await shot(app, `all-locations-basis-${size.width}`);
    });
  });
}

test('several sites at once: select all, a working week for each, one save', async ({ app }) => {
  await waitForBars(app);
  await app.getByRole('tab', { name: /Sites/ }).click();
  await app.getByTestId('select-all-sites').check();
  const rows = app.getByTestId('site-row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  await expect(app.getByRole('heading', { name: `Change ${count} selected sites` })).toBeVisible();
  await day(app, 'Sun');
  await app.getByText('All day', { exact: true }).click();
  await app.getByRole('button', { name: `Apply working week to ${count} sites` }).click();
  await expect(app.getByTestId('unsaved-badge')).toHaveCount(count);
  // A stray click elsewhere keeps the changes; the Sites tab says they wait.
  await app.getByRole('tab', { name: /Bays/ }).click();
  await expect(app.getByRole('tab', { name: /Sites.*unsaved/ })).toBeVisible();
  await app.getByRole('tab', { name: /Sites/ }).click();
  await expect(app.getByTestId('unsaved-badge')).toHaveCount(count);
  await app.getByTestId('sites-save').click();
  await expect(app.getByTestId('sites-saved-state')).toHaveText('No unsaved changes');
  for (let i = 0; i < count; i++)
    await expect(rows.nth(i).getByTestId('site-days')).toHaveText('Mon–Fri, Sun');
});

test('a company whose sites have no settings is asked once, and led to the Sites page', async ({
  app,
  env,
}) => {
  const remove = await useSecondCompany(app, env, 'Second company');
  try {
    const note = app.getByTestId('sites-note');
    await expect(note).toContainText(
      /^\d+ sites have no zone or opening hours set yet: Harbour Office, /,
    );
    await expect(note).toContainText('and 6 more');
    await shot(app, 'sites-note-1440');
    await note.getByRole('button', { name: 'Set up sites…' }).click();
    await expect(app.getByTestId('sites-table')).toBeVisible();
    await expect(app.getByTestId('site-row').first().getByTestId('site-basis')).toContainText(
      '(no site settings)',
    );
    // A site without settings: the editor offers an office's week, marked as a suggestion, and
    // nothing changes until it is applied.
    await app
      .getByTestId('site-row')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await expect(app.getByTestId('week-suggestion')).toContainText('Suggestion');
    await expect(app.getByTestId('unsaved-badge')).toHaveCount(0);
    await shot(app, 'sites-suggestion-1440');
    await app.getByRole('tab', { name: /Bookings/ }).click();
    await app.getByRole('button', { name: 'Dismiss the note on site settings' }).click();
    await app.reload();
    await expect(app.getByTestId('location-title')).toBeVisible();
    await expect(app.getByTestId('sites-note')).toHaveCount(0);
  } finally {
    await remove();
  }
});

test('a site’s closures and the holiday calendars, on the Sites page, with no axe finding', async ({
  app,
}) => {
  await waitForBars(app);
  await app.getByRole('tab', { name: /Sites/ }).click();
  await app.getByRole('button', { name: 'Suggest holiday calendars' }).click();
  // The demo company's sites have zones: each gets its calendar in the draft, to check, then save.
  await expect(app.getByTestId('sites-status')).toContainText(
    'Holiday calendars suggested for 3 sites',
  );
  await app.getByRole('button', { name: /^Closure at Harbour Office$/ }).click();
  const dialog = app.getByRole('dialog', { name: 'Closures of Harbour Office' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await emulateColorScheme(app, scheme);
    expect(await seriousViolations(app, scheme === 'light' ? 'all' : 'contrast')).toEqual([]);
  }
  await shot(app, 'sites-closures-dialog');
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await app.getByRole('button', { name: /^Cancel$/ }).click();
});
