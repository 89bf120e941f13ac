// Send now from the app's shells: the backend's runScheduleNow builds the report with the command
// line's own commands, in process, on the backend's store and keychain, and mails it through a real
// SMTP server on loopback; a relay that is down is said, and the delivery logged as failed.
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { downPort } from '#backend/mail/testing/smtp-relay';
import { openSendNowBackend, RELAY_LOGIN, type SendNowBackend } from './testing/send-now-backend';

let open: SendNowBackend;
beforeEach(async () => {
  open = await openSendNowBackend();
});
afterEach(() => open.close());

it('builds the saved report and mails it to every recipient, then lists it as sent', async () => {
  const { call, relay } = open;
  await open.saveRelaySettings();
  expect(
    await call('addSchedule', {
      name: 'Daily people',
      report: {
        account: 'demo',
        kind: 'people',
        location: null,
        period: 'yesterday',
        format: 'csv',
        language: 'fr',
      },
      rhythm: 'day',
      at: '06:30',
      zone: 'Europe/Paris',
      recipients: ['ann@acme.test', 'bob@acme.test'],
    }),
  ).toMatchObject({ ok: true });

  expect(await call('runScheduleNow', { name: 'Daily people' })).toEqual({
    ok: true,
    value: { recipients: ['ann@acme.test', 'bob@acme.test'] },
  });
  expect(relay.received).toHaveLength(1);
  expect(relay.received[0]?.to).toEqual(['ann@acme.test', 'bob@acme.test']);
  const parsed = await simpleParser(relay.received[0]!.raw);
  expect(parsed.subject).toContain('Daily people');
  expect(parsed.attachments[0]?.filename).toMatch(/^Daily people \d{4}-\d\d-\d\d\.csv$/);
  expect(parsed.attachments[0]?.content.length).toBeGreaterThan(0);
  const listed = await call('listSchedules', {});
  expect(listed).toMatchObject({
    ok: true,
    value: {
      schedules: [
        { lastDelivery: { state: 'sent', recipients: ['ann@acme.test', 'bob@acme.test'] } },
      ],
    },
  });

  // The relay goes down: the failure is the relay's, said as it is, and logged.
  await call('saveMailSettings', {
    host: '127.0.0.1',
    from: 'reports@acme.test',
    user: RELAY_LOGIN.user,
    port: await downPort(),
    security: 'none',
  });
  const failed = await call('runScheduleNow', { name: 'Daily people' });
  expect(failed).toMatchObject({
    ok: false,
    error: {
      kind: 'network',
      message: expect.stringMatching(/^Could not reach the mail relay 127\.0\.0\.1:/),
    },
  });
  expect(await call('listSchedules', {})).toMatchObject({
    value: {
      schedules: [
        { lastDelivery: { state: 'failed', error: expect.stringMatching(/^Could not reach/) } },
      ],
    },
  });
});
