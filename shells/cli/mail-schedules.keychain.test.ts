// Issue 42's scheduled report on the built command line (out/cli in plain Node), with the relay's
// password in the real keychain: a weekly all-locations workbook, due Mondays at 07:00 Europe/London
// for the week before, to two people, through a relay on a private CA (STARTTLS, NODE_EXTRA_CA_CERTS)
// that wants a login. It is sent once at 07:05 and not again at 07:20; with the relay down, then the
// password refused, run-due exits 4, then 3, sends nothing and marks nothing sent, and the next run
// once the relay is up sends it. The password is in no file of the data folder.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { makePrivateCa, type PrivateCa } from '#backend/api/testing/private-ca';
import { downPort, startTestRelay, type TestRelay } from '#backend/mail/testing/smtp-relay';
import { EXIT } from './exit-codes';
import { keychainCli, keychainTestsRun, type KeychainCli } from './testing/keychain-cli';

const PASSWORD = 'relay-pass-7c1d9e';
const LOGIN = { user: 'reports', password: PASSWORD };
const runs = await keychainTestsRun('Scheduled reports by mail over the keychain');

let dir = '';
let ca: PrivateCa;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-mail-cli-'));
  ca = await makePrivateCa(dir, ['localhost']);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A home with the relay at `port` and the weekly schedule saved. */
async function weeklySchedule(cli: KeychainCli, port: number): Promise<void> {
  await cli.open();
  const set = await cli.run(
    [
      'mail',
      'set',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--from',
      'reports@acme.test',
      '--user',
      'reports',
    ],
    { BOOKINGS_SMTP_PASSWORD: PASSWORD },
  );
  expect(set.code, set.stderr).toBe(EXIT.ok);
  const add = await cli.run([
    'schedules',
    'add',
    '--account',
    'demo',
    '--name',
    'Weekly sites',
    '--report',
    'all-locations',
    '--period',
    'last-week',
    '--compare',
    'previous',
    '--lang',
    'en',
    '--every',
    'monday',
    '--at',
    '07:00',
    '--tz',
    'Europe/London',
    '--to',
    'ann@acme.test,bob@acme.test',
  ]);
  expect(add.code, add.stderr).toBe(EXIT.ok);
}

const runDue = (cli: KeychainCli, now: string) =>
  cli.run(['schedules', 'run-due', '--now', now], { NODE_EXTRA_CA_CERTS: ca.caFile });

const relayWith = (password: string, port?: number): Promise<TestRelay> =>
  startTestRelay({
    tls: { key: ca.serverKey, cert: ca.serverCert },
    login: { ...LOGIN, password },
    port,
  });

/** Every file of the data folder, as text. */
async function folderText(home: string): Promise<string> {
  const names = await readdir(home, { recursive: true });
  const texts = await Promise.all(
    names.map((n) =>
      readFile(join(home, n)).then(
        (b) => b.toString('latin1'),
        () => '',
      ),
    ),
  );
  return texts.join('\n');
}

describe.runIf(runs)('a weekly workbook by mail from schedules run-due', () => {
  it('is sent once to both, with the workbook, and not again at 07:20', async () => {
    const relay = await relayWith(PASSWORD);
    const cli = keychainCli('mail schedules test', 'unused-api-key-for-demo-0000');
    try {
      await weeklySchedule(cli, relay.port);
      const first = await runDue(cli, '2026-06-08T07:05:00+01:00');
      expect(first.code, first.stderr).toBe(EXIT.ok);
      expect(relay.received).toHaveLength(1);
      expect(relay.received[0]?.to).toEqual(['ann@acme.test', 'bob@acme.test']);
      const message = await simpleParser(relay.received[0]!.raw);
      expect(message.subject).toBe('Weekly sites (2026-06-01 to 2026-06-07)');
      expect(message.text).toContain('demo: Weekly sites, 2026-06-01 to 2026-06-07.');
      const [file] = message.attachments;
      expect(file?.filename).toBe('Weekly sites 2026-06-08.xlsx');
      const workbook = XLSX.read(file!.content, { type: 'buffer' });
      expect(workbook.SheetNames).toEqual(expect.arrayContaining(['Summary', 'By location']));

      const again = await runDue(cli, '2026-06-08T07:20:00+01:00');
      expect(again.code, again.stderr).toBe(EXIT.ok);
      expect(again.stderr).toContain('was sent already');
      expect(relay.received).toHaveLength(1);
      expect(await folderText(cli.home())).not.toContain(PASSWORD);
    } finally {
      await relay.close();
      await cli.close();
    }
  });

  it('stays due while the relay is down or refuses the login, then goes out', async () => {
    const port = await downPort();
    const cli = keychainCli('mail schedules failures test', 'unused-api-key-for-demo-0000');
    try {
      await weeklySchedule(cli, port);
      const down = await runDue(cli, '2026-06-08T07:05:00+01:00');
      expect(down.code).toBe(EXIT.networkOrServer);
      expect(down.stderr).toContain(`Could not reach the mail relay 127.0.0.1:${port}`);

      const refusing = await relayWith('another-password', port);
      try {
        const refused = await runDue(cli, '2026-06-08T07:15:00+01:00');
        expect(refused.code).toBe(EXIT.auth);
        expect(refused.stderr).toContain('refused the login of reports');
        expect(refusing.received).toEqual([]);
      } finally {
        await refusing.close();
      }
      const listed = await cli.run(['schedules', 'list']);
      expect(listed.stdout).toContain('failed: ');
      expect(listed.stdout).not.toContain(': sent');

      const relay = await relayWith(PASSWORD, port);
      try {
        const sent = await runDue(cli, '2026-06-08T07:40:00+01:00');
        expect(sent.code, sent.stderr).toBe(EXIT.ok);
        expect(relay.received).toHaveLength(1);
      } finally {
        await relay.close();
      }
      expect((await cli.run(['schedules', 'list'])).stdout).toContain(': sent');
      expect(await folderText(cli.home())).not.toContain(PASSWORD);
    } finally {
      await cli.close();
    }
  });
});
