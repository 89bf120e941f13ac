// The Schedules tab over a fake bridge: the empty state and the mail note, a schedule's row (its
// rhythm in words, last delivery, pause, send now and its result or error, remove after a
// confirmation), and the mail dialog, which never shows the password.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { createFakeBridge, demoCompany, type FakeBridge } from '../../testing/fake-bridge';
import { fakeSchedule } from '../../testing/fake-schedules';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// Thursday 2 April 2026, 10:00 in Berlin.
const NOW = Date.UTC(2026, 3, 2, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

async function openSchedules(fake: FakeBridge) {
  renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(screen.getByRole('tab', { name: 'Schedules' }));
  return screen.findByTestId('schedules-page', {}, { timeout: 10_000 });
}

const relay = {
  host: 'smtp.acme.test',
  port: 587,
  from: 'reports@acme.test',
  user: 'reports',
  security: 'starttls' as const,
  passwordSaved: true,
};

describe('the Schedules page', () => {
  it('says what schedules do when there are none, and that mail is not set up', async () => {
    const fake = createFakeBridge([demoCompany()]);
    const page = await openSchedules(fake);
    expect(await within(page).findByText('No scheduled reports yet')).toBeTruthy();
    expect(within(page).getByText('Mail is not set up')).toBeTruthy();
    fireEvent.click(within(page).getByRole('button', { name: 'Set up mail' }));
    expect(await screen.findByRole('dialog', { name: 'Mail settings' })).toBeTruthy();
  });

  it('shows each schedule in words, pauses it, sends it now and says to whom', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.schedules.mail = relay;
    fake.schedules.list = [
      fakeSchedule({
        lastDelivery: {
          dueAt: '2026-03-30T06:00:00.000Z',
          sentAt: null,
          recipients: ['ann@acme.test'],
          state: 'failed',
          error: 'Could not reach the mail relay smtp.acme.test:587 (ECONNREFUSED).',
          attempts: 2,
          nextTryAt: '2026-03-30T06:20:00.000Z',
        },
      }),
    ];
    const page = await openSchedules(fake);
    const row = await within(page).findByTestId('schedule-row');
    // The page's locale (en-US in tests) says the time its way.
    expect(row.textContent).toContain('Mondays at 7:00 AM, Europe/London');
    expect(row.textContent).toContain(
      'Report workbook of every location · Last week · compared with the period before · Excel · English',
    );
    expect(row.textContent).toContain('ann@acme.testbob@acme.test');
    expect(within(row).getByTestId('last-delivery').textContent).toContain(
      'Could not reach the mail relay smtp.acme.test:587',
    );
    expect(within(page).queryByText('Mail is not set up')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Pause: Weekly sites' }));
    await waitFor(() =>
      expect(screen.getByTestId('schedule-row').getAttribute('data-paused')).toBe('true'),
    );
    expect(fake.callsOf('setSchedulePaused')[0]?.args).toEqual({
      name: 'Weekly sites',
      paused: true,
    });
    expect(within(screen.getByTestId('schedule-row')).getAllByText('Paused')).not.toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send now: Weekly sites' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sent “Weekly sites” to ann@acme.test, bob@acme.test.',
    );
  });

  it('shows the relay’s own words when Send now fails', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.schedules.mail = relay;
    fake.schedules.list = [fakeSchedule()];
    fake.failures.runScheduleNow = {
      kind: 'auth',
      message: 'the mail relay smtp.acme.test:587 refused the login of reports (535).',
    };
    const page = await openSchedules(fake);
    fireEvent.click(await within(page).findByRole('button', { name: 'Send now: Weekly sites' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('error-detail').textContent).toContain(
      'refused the login of reports',
    );
  });

  it('removes a schedule only once the removal is confirmed', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.schedules.list = [fakeSchedule()];
    const page = await openSchedules(fake);
    fireEvent.click(await within(page).findByRole('button', { name: 'Remove: Weekly sites' }));
    expect(fake.callsOf('removeSchedule')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the schedule' }));
    expect(await within(page).findByText('No scheduled reports yet')).toBeTruthy();
    expect(fake.callsOf('removeSchedule')[0]?.args).toEqual({ name: 'Weekly sites' });
  });

  it('creates a schedule with the form, and says what the backend refused', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.schedules.list = [fakeSchedule()];
    const page = await openSchedules(fake);
    await within(page).findByTestId('schedule-row');
    fireEvent.click(within(page).getByRole('button', { name: 'New schedule' }));
    const form = await screen.findByTestId('schedule-form');
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Weekly sites' } });
    fireEvent.change(within(form).getByLabelText(/^Send to/), {
      target: { value: 'ann@acme.test; bob@acme.test' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('already exists');
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Directors' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.getAllByTestId('schedule-row')).toHaveLength(2));
    const added = fake.callsOf('addSchedule').at(-1)?.args as MethodArgs<'addSchedule'>;
    expect(added).toMatchObject({
      name: 'Directors',
      report: { account: 'demo', kind: 'all-locations', period: 'last-week', language: 'en' },
      rhythm: 'monday',
      at: '07:00',
      recipients: ['ann@acme.test', 'bob@acme.test'],
    });
    expect(added.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('the mail settings dialog', () => {
  it('saves the password without ever showing it, and sends a test message', async () => {
    const fake = createFakeBridge([demoCompany()]);
    const page = await openSchedules(fake);
    fireEvent.click(await within(page).findByRole('button', { name: 'Mail settings' }));
    const dialog = await screen.findByTestId('mail-settings');
    expect(within(dialog).getByRole('button', { name: 'Send a test message' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(within(dialog).getByLabelText(/^Server/), {
      target: { value: 'smtp.acme.test' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Sender address/), {
      target: { value: 'reports@acme.test' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^User name/), {
      target: { value: 'reports' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), {
      target: { value: 'hunter2-secret' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('password-saved')).toBeTruthy();
    expect(fake.schedules.password).toBe('hunter2-secret');
    expect(fake.callsOf('saveMailSettings')[0]?.args).toMatchObject({
      host: 'smtp.acme.test',
      port: 587,
      security: 'starttls',
      user: 'reports',
    });
    // Nowhere on the page: not as text, not as a field's value.
    expect(document.body.innerHTML).not.toContain('hunter2-secret');
    for (const input of document.querySelectorAll('input'))
      expect(input.value).not.toBe('hunter2-secret');

    fireEvent.change(within(dialog).getByLabelText('Send a test message to'), {
      target: { value: 'ann@acme.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send a test message' }));
    expect((await within(dialog).findByTestId('test-result')).textContent).toContain(
      'A test message was sent to ann@acme.test.',
    );
    expect(fake.schedules.tested).toEqual(['ann@acme.test']);

    fake.failures.testMailRelay = {
      kind: 'network',
      message: 'Could not reach the mail relay smtp.acme.test:587 (ECONNREFUSED).',
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send a test message' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The test message was not sent');
    expect(alert.textContent).toContain('Could not reach the mail relay smtp.acme.test:587');
  });

  it('shows the backend’s refusal of security none beyond this computer', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.schedules.mail = { ...relay, user: null, passwordSaved: false };
    const page = await openSchedules(fake);
    fireEvent.click(await within(page).findByRole('button', { name: 'Mail settings' }));
    const dialog = await screen.findByTestId('mail-settings');
    expect((within(dialog).getByLabelText(/^Server/) as HTMLInputElement).value).toBe(
      'smtp.acme.test',
    );
    fireEvent.click(within(dialog).getByTestId('mail-security'));
    fireEvent.click(await screen.findByRole('option', { name: 'None (this computer only)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'allowed only for a relay on this computer',
    );
  });
});
