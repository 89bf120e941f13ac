// Send now for an account whose names are hidden (a works council's promise): each report a
// schedule can mail (people, every location's workbook with its People sheet, the bookings) leaves
// no real name, e-mail, e-mail local part or user id of the demo company in the file sent, nor in
// the message's words. With names shown, the same search finds names in the same files, so a check
// that finds nothing is known to be able to find them.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { demoUsers, fileTexts, secretsIn, secretsOf } from '#backend/testing/real-people';
import { openSendNowBackend, type SendNowBackend } from './testing/send-now-backend';

// The demo company's people do not depend on the day, only on its seed.
const secrets = secretsOf(demoUsers(Date.now()));

type Report = Omit<MethodArgs<'addSchedule'>['report'], 'account'> & { readonly name: string };

const REPORTS: readonly Report[] = [
  {
    name: 'People',
    kind: 'people',
    location: null,
    period: 'last-7-days',
    format: 'csv',
    language: 'en',
  },
  {
    name: 'Directors',
    kind: 'all-locations',
    location: null,
    period: 'last-7-days',
    format: 'xlsx',
    language: 'de',
  },
  {
    name: 'Bookings',
    kind: 'bookings',
    location: 'Harbour Office',
    period: 'last-7-days',
    format: 'csv',
    language: 'en',
  },
];

let open: SendNowBackend;
beforeAll(async () => {
  open = await openSendNowBackend();
  await open.saveRelaySettings();
  for (const { name, ...report } of REPORTS) {
    const added = await open.call('addSchedule', {
      name,
      report: { ...report, account: 'demo' },
      rhythm: 'day',
      at: '06:30',
      zone: 'Europe/Berlin',
      recipients: ['works-council@acme.test'],
    });
    expect(added, name).toMatchObject({ ok: true });
  }
});
afterAll(() => open.close());

/** Sends the schedule now; the real people its message and file name, by where. */
async function namedInSent(name: string): Promise<Record<string, string[]>> {
  const before = open.relay.received.length;
  expect(await open.call('runScheduleNow', { name })).toMatchObject({ ok: true });
  expect(open.relay.received).toHaveLength(before + 1);
  const mail = await simpleParser(open.relay.received[before]!.raw);
  const attachment = mail.attachments[0];
  expect(attachment, `${name}: a file attached`).toBeDefined();
  const outputs: Record<string, readonly string[]> = {
    message: [mail.subject ?? '', mail.text ?? ''],
    [attachment!.filename ?? 'file']: fileTexts(attachment!.filename ?? '', attachment!.content),
  };
  const found: Record<string, string[]> = {};
  for (const [where, texts] of Object.entries(outputs)) {
    const named = [...new Set(texts.flatMap((text) => secretsIn(text, secrets)))];
    if (named.length > 0) found[where] = named;
  }
  return found;
}

async function hideNames(hidden: boolean): Promise<void> {
  const saved = await open.call('updateSettings', { accountId: 'demo', hideNames: hidden });
  expect(saved).toMatchObject({ ok: true });
}

describe('with names shown', () => {
  it('the files sent name the demo company’s people (the check can find them)', async () => {
    await hideNames(false);
    for (const report of REPORTS)
      expect(Object.keys(await namedInSent(report.name)), report.name).not.toEqual([]);
  });
});

describe('with names hidden', () => {
  it('no file sent and no message names anyone', async () => {
    await hideNames(true);
    for (const report of REPORTS) expect(await namedInSent(report.name), report.name).toEqual({});
  });
});
