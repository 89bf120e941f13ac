// The backend's delivery with a report builder of the test's own: what the builder writes is what
// is mailed, under the schedule's name and the due day; a builder that writes nothing, or fails,
// sends nothing and leaves the delivery logged as failed with a reason a person can act on.
import { writeFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AppFailure } from '#shared/result';
import { startTestRelay, type TestRelay } from '../mail/testing/smtp-relay';
import { openTestBackend, type TestBackend } from '../testing/test-backend';
import type { ReportBuilder } from './deliver';
import { createScheduleRunner } from './run-now';

let builder: ReportBuilder = async () => undefined;
let opened: TestBackend;
let relay: TestRelay;

beforeEach(async () => {
  relay = await startTestRelay({});
  opened = await openTestBackend({
    runSchedule: () => createScheduleRunner((build) => builder(build)),
  });
  const mail = await opened.call('saveMailSettings', {
    host: '127.0.0.1',
    port: relay.port,
    from: 'reports@acme.test',
    user: null,
    security: 'none',
  });
  expect(mail).toMatchObject({ ok: true });
  const added = await opened.call('addSchedule', {
    name: 'Daily bookings',
    report: {
      account: 'demo',
      kind: 'bookings',
      location: 'Harbour Office',
      period: 'yesterday',
      format: 'csv',
      language: 'en',
    },
    rhythm: 'day',
    at: '06:30',
    zone: 'Europe/Berlin',
    recipients: ['ann@acme.test'],
  });
  expect(added).toMatchObject({ ok: true });
});
afterEach(async () => {
  await opened.close();
  await relay.close();
});

const lastDelivery = async () => {
  const listed = await opened.call('listSchedules', {});
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.schedules[0]?.lastDelivery;
};

it('mails the file the builder wrote, named after the schedule and the day', async () => {
  builder = async ({ scheduled, path }) => {
    expect(scheduled.report.kind).toBe('bookings');
    await writeFile(path, 'bay,start\r\nA1,07:00\r\n');
  };
  expect(await opened.call('runScheduleNow', { name: 'Daily bookings' })).toMatchObject({
    ok: true,
  });
  const mail = await simpleParser(relay.received[0]!.raw);
  expect(mail.attachments[0]?.filename).toMatch(/^Daily bookings \d{4}-\d\d-\d\d\.csv$/);
  expect(mail.attachments[0]?.content.toString()).toBe('bay,start\r\nA1,07:00\r\n');
  expect(await lastDelivery()).toMatchObject({ state: 'sent' });
});

it('sends nothing when the builder wrote no file, and logs why', async () => {
  builder = async () => undefined;
  expect(await opened.call('runScheduleNow', { name: 'Daily bookings' })).toMatchObject({
    ok: false,
    error: { message: 'The report "Daily bookings" was not written.' },
  });
  expect(relay.received).toHaveLength(0);
  expect(await lastDelivery()).toMatchObject({
    state: 'failed',
    error: expect.stringMatching(/was not written/),
  });
});

it('sends nothing when the builder fails, and logs its own words', async () => {
  builder = async () => {
    throw new AppFailure('auth', 'The API refused the key for Acme: check it in Accounts.');
  };
  expect(await opened.call('runScheduleNow', { name: 'Daily bookings' })).toMatchObject({
    ok: false,
    error: { kind: 'auth', message: 'The API refused the key for Acme: check it in Accounts.' },
  });
  expect(relay.received).toHaveLength(0);
  expect(await lastDelivery()).toMatchObject({
    state: 'failed',
    error: expect.stringMatching(/refused the key/),
  });
});
