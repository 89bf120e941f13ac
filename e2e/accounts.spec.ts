import type { Locator, Page } from '@playwright/test';
import {
  emulateColorScheme,
  expect,
  screenshots,
  SECOND_KEY,
  seriousViolations,
  test,
  useSecondCompany,
  waitForBars,
} from './fixtures';

/** Opens the add-account dialog from the account menu, with the name and host filled in. */
async function openAddAccount(app: Page, host: string): Promise<Locator> {
  await waitForBars(app);
  await app.getByTestId('account-switcher').click();
  await app.getByRole('menuitem', { name: 'Add account…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Add a company account' });
  await dialog.getByLabel('Name').fill('Second Company');
  await dialog.getByLabel('Company host').fill(host);
  return dialog;
}

test('add an account (wrong key, then right), switch between companies, rename and remove', async ({
  app,
  env,
}) => {
  const dialog = await openAddAccount(app, env.second.host);
  await dialog.getByRole('textbox', { name: 'API key' }).fill('not-the-key');
  await dialog.getByRole('button', { name: 'Add account' }).click();
  const error = dialog.getByTestId('account-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText(/key/i);
  await screenshots(app, '08-add-account-error');

  await dialog.getByRole('textbox', { name: 'API key' }).fill(SECOND_KEY);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByTestId('connection-ok')).toContainText('10 locations');
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByTestId('account-switcher')).toContainText('Second Company');
  const nav = app.getByRole('navigation', { name: 'Locations' });
  await expect(nav.getByText('Tokyo Bay Tower')).toBeVisible();

  await app.getByTestId('account-switcher').click();
  await app.getByRole('menuitem', { name: /Demo company/ }).click();
  await expect(app.getByTestId('account-switcher')).toContainText('Demo company');
  await expect(nav.getByText('Harbour Office')).toBeVisible();
  await expect(nav.getByText('Tokyo Bay Tower')).toHaveCount(0);

  await app.getByTestId('account-switcher').click();
  await app.getByRole('menuitem', { name: /Second Company/ }).click();
  await expect(nav.getByText('Tokyo Bay Tower')).toBeVisible();
  await app.getByTestId('account-switcher').click();
  await app.getByRole('menuitem', { name: /Rename/ }).click();
  const rename = app.getByRole('dialog', { name: 'Rename account' });
  await rename.getByLabel('Name').fill('Second Co.');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(app.getByTestId('account-switcher')).toContainText('Second Co.');

  await app.getByTestId('account-switcher').click();
  await app.getByRole('menuitem', { name: /Remove/ }).click();
  const confirm = app.getByRole('dialog', { name: 'Remove account?' });
  await expect(confirm).toContainText('Second Co.');
  await confirm.getByRole('button', { name: 'Remove account' }).click();
  await expect(app.getByTestId('account-switcher')).toContainText('Demo company');
});

test('a failing server shows its error, and the app recovers', async ({ app, env }) => {
  const remove = await useSecondCompany(app, env, 'Flaky Company');
  await waitForBars(app);
  env.second.setFaults({ failureRate: 1, failureStatus: 503 });
  await app.keyboard.press('ArrowRight');
  const alert = app.getByRole('alert').filter({ hasText: 'while loading bookings' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('The server had a problem');
  await screenshots(app, '09-server-error');
  expect(await seriousViolations(app)).toEqual([]);
  await emulateColorScheme(app, 'dark');
  expect(await seriousViolations(app, 'contrast')).toEqual([]);
  await emulateColorScheme(app, 'light');
  env.second.setFaults({});
  await alert.getByRole('button', { name: 'Try again' }).click();
  await waitForBars(app);
  await expect(alert).toBeHidden();
  await remove();
});

test('Test and Add answer a short key alike, naming the host, and an edit clears the answer', async ({
  app,
  env,
}) => {
  const dialog = await openAddAccount(app, env.second.host);
  const key = dialog.getByRole('textbox', { name: 'API key' });
  const error = dialog.getByTestId('account-error');
  for (const typed of ['abc', 'x']) {
    await key.fill(typed);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await expect(error).toBeVisible();
    const tested = await error.textContent();
    expect(tested).toContain(`The API key for ${env.second.host} cannot be right`);
    expect(tested).toContain(
      `The API key for ${env.second.host} is too short (${typed.length} character`,
    );
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await expect(error).toHaveText(tested ?? '');
    if (typed === 'abc') await screenshots(app, '30-add-account-short-key');
    // Any edit takes the answer away: it was about the fields as they were.
    await key.press('End');
    await key.press('Backspace');
    await expect(error).toBeHidden();
  }
  await dialog.getByLabel('Company host').fill(`${env.second.host}/api`);
  await key.fill(SECOND_KEY);
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(error).toContainText(`Check the company host "${env.second.host}/api"`);
  await dialog.getByLabel('Company host').fill(env.second.host);
  await expect(error).toBeHidden();
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByTestId('connection-ok')).toContainText(
    `Connected to ${env.second.host}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
