// Scheduled reports in the browser shell: saved from the export dialog, listed on the Schedules
// page, paused; the mail relay set against a real SMTP server on loopback (with a login), a test
// message and Send now, each read back from the relay; axe, and screenshots light, dark and in German.
import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import { startTestRelay, type TestRelay } from '../backend/mail/testing/smtp-relay';
import {
  emulateColorScheme,
  expect,
  screenshot,
  screenshots,
  seriousViolations,
  test,
  waitForBars,
  type Env,
} from './fixtures';

let relay: TestRelay;
test.beforeAll(async () => {
  relay = await startTestRelay({ login: { user: 'reports', password: 'relay-pw-5521' } });
});
test.afterAll(() => relay.close());

/** Removes every schedule and the relay's settings: the worker's backend outlives each test. */
async function clearSchedules(env: Env): Promise<void> {
  const signal = new AbortController().signal;
  const listed = await env.shell.backend.dispatch('listSchedules', {}, signal);
  const schedules = listed.ok ? (listed.value as { schedules: { name: string }[] }).schedules : [];
  for (const { name } of schedules)
    await env.shell.backend.dispatch('removeSchedule', { name }, signal);
}

async function saveFromExport(app: Page, name: string): Promise<void> {
  await waitForBars(app);
  await app.keyboard.press('Control+e');
  const dialog = app.getByRole('dialog', { name: 'Export bookings' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save as scheduled report…' }).click();
  const form = app.getByTestId('schedule-form');
  await expect(form.getByTestId('report-summary')).toHaveText(
    'Bookings · Harbour Office · Today · CSV · English',
  );
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Send to').fill('ann@acme.test, bob@acme.test');
  await expect(form.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await screenshot(app, 'schedules-01-save-as-schedule');
  await form.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Saved “${name}”: it is on the Schedules page.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

test.describe('scheduled reports', () => {
  test.afterEach(async ({ env }) => clearSchedules(env));

  test('from the export dialog to the Schedules page, paused, then mailed through the relay', async ({
    app,
  }) => {
    test.setTimeout(240_000);
    await saveFromExport(app, 'Harbour today');
    await app.getByRole('tab', { name: 'Schedules' }).click();
    const page = app.getByTestId('schedules-page');
    const row = page.getByTestId('schedule-row');
    await expect(row).toContainText('Harbour today');
    await expect(row).toContainText('Mondays at 07:00, Europe/Berlin');
    await expect(row).toContainText('ann@acme.testbob@acme.test');
    await expect(page.getByText('Mail is not set up')).toBeVisible();

    await row.getByRole('button', { name: 'Pause: Harbour today' }).click();
    await expect(row).toHaveAttribute('data-paused', 'true');
    await expect(row.getByRole('button', { name: 'Resume: Harbour today' })).toBeVisible();
    expect(await seriousViolations(app)).toEqual([]);

    // The relay: on this computer, so no TLS; with a login, whose password goes to the keychain.
    await page.getByRole('button', { name: 'Set up mail' }).click();
    const mail = app.getByTestId('mail-settings');
    await mail.getByLabel('Server').fill('127.0.0.1');
    await mail.getByTestId('mail-security').click();
    await app.getByRole('option', { name: 'None (this computer only)' }).click();
    await mail.getByLabel('Port').fill(String(relay.port));
    await mail.getByLabel('Sender address').fill('reports@acme.test');
    await mail.getByLabel('User name').fill('reports');
    await mail.getByLabel('Password', { exact: true }).fill('relay-pw-5521');
    await mail.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(mail.getByTestId('password-saved')).toBeVisible();
    expect(await app.content()).not.toContain('relay-pw-5521');

    await mail.getByLabel('Send a test message to').fill('it@acme.test');
    await mail.getByRole('button', { name: 'Send a test message' }).click();
    await expect(mail.getByTestId('test-result')).toContainText(
      'A test message was sent to it@acme.test.',
    );
    expect(relay.received.map((m) => m.to)).toEqual([['it@acme.test']]);
    expect(await seriousViolations(app)).toEqual([]);
    await screenshots(app, 'schedules-02-mail-settings');
    await mail.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Mail is not set up')).toHaveCount(0);

    // Send now builds the report as `schedules run` does and mails it, paused or not.
    await row.getByRole('button', { name: 'Send now: Harbour today' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Sent “Harbour today” to ann@acme.test, bob@acme.test.',
      { timeout: 60_000 },
    );
    await expect(row.getByTestId('last-delivery')).toContainText('to ann@acme.test, bob@acme.test');
    expect(relay.received).toHaveLength(2);
    const report = await simpleParser(relay.received[1]!.raw);
    expect(report.subject).toContain('Harbour today');
    expect(report.attachments[0]?.filename).toMatch(/^Harbour today \d{4}-\d\d-\d\d\.csv$/);
    expect(relay.received[1]?.to).toEqual(['ann@acme.test', 'bob@acme.test']);
    expect(await seriousViolations(app)).toEqual([]);
    await emulateColorScheme(app, 'dark');
    expect(await seriousViolations(app, 'contrast')).toEqual([]);
    await emulateColorScheme(app, 'light');
    await screenshots(app, 'schedules-03-page');
  });

  test('says what schedules do when there are none', async ({ app }) => {
    await waitForBars(app);
    await app.getByRole('tab', { name: 'Schedules' }).click();
    await expect(app.getByText('No scheduled reports yet')).toBeVisible();
    expect(await seriousViolations(app)).toEqual([]);
    await screenshots(app, 'schedules-04-empty');
  });
});

test.describe('scheduled reports in German', () => {
  test.use({ locale: 'de-DE' });
  test.afterEach(async ({ env }) => clearSchedules(env));

  test('the page and its form read in German', async ({ app, env }) => {
    await env.shell.backend.dispatch(
      'addSchedule',
      {
        name: 'Standorte wöchentlich',
        report: {
          account: 'demo',
          kind: 'all-locations',
          location: null,
          period: 'last-week',
          compare: 'previous',
          format: 'xlsx',
          language: 'de',
        },
        rhythm: 'monday',
        at: '07:00',
        zone: 'Europe/London',
        recipients: ['ann@acme.test', 'bob@acme.test'],
      },
      new AbortController().signal,
    );
    await waitForBars(app);
    await app.getByRole('tab', { name: 'Zeitpläne' }).click();
    const row = app.getByTestId('schedule-row');
    await expect(row).toContainText('Montags um 07:00, Europe/London');
    await expect(row).toContainText(
      'Berichtsarbeitsmappe aller Standorte · Letzte Woche · verglichen mit der Vorperiode · Excel · Deutsch',
    );
    await screenshot(app, 'schedules-05-page-de');
    await row.getByRole('button', { name: 'Bearbeiten: Standorte wöchentlich' }).click();
    await expect(app.getByRole('dialog', { name: 'Zeitplan bearbeiten' })).toBeVisible();
    expect(await seriousViolations(app)).toEqual([]);
    await screenshot(app, 'schedules-06-edit-de');
  });
});
