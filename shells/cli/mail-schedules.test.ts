// schedules run-due on the built command line, through a relay on loopback without a login: two runs
// that overlap send a due report once, and a report that cannot be built is not sent, stays due and
// says why.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtCli } from '#scripts/cli-build';
import { makePrivateCa } from '#backend/api/testing/private-ca';
import { startTestRelay, type TestRelay } from '#backend/mail/testing/smtp-relay';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';
import { dailyPeopleArgv, mailSetArgv } from './testing/schedule-argv';

let home = '';
let relay: TestRelay;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-mail-schedules-'));
  relay = await startTestRelay({});
});
afterEach(async () => {
  await relay.close();
  await rm(home, { recursive: true, force: true });
});

const run = (args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  runBin([process.execPath, builtCli(), ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home, ...env },
  });

async function schedule(account: string): Promise<void> {
  const set = await run(mailSetArgv(relay.port));
  expect(set.code, set.stderr).toBe(EXIT.ok);
  const add = await run(dailyPeopleArgv(account, ['--lang', 'fr']));
  expect(add.code, add.stderr).toBe(EXIT.ok);
}

describe('schedules run-due', () => {
  it('sends a due report once when two runs overlap', async () => {
    await schedule('demo');
    const now = ['schedules', 'run-due', '--now', '2026-06-09T06:45:00+02:00'];
    const [a, b] = await Promise.all([run(now), run(now)]);
    expect([a.code, b.code], a.stderr + b.stderr).toEqual([EXIT.ok, EXIT.ok]);
    expect(relay.received).toHaveLength(1);
    expect(`${a.stderr}${b.stderr}`.match(/Sent "Daily people"/g)).toHaveLength(1);
    expect(`${a.stderr}${b.stderr}`).toMatch(/being sent by another run|was sent already/);
    expect(relay.received[0]?.raw.toString()).toContain('Daily people (2026-06-08)');
  });

  it('sends nothing for a report that cannot be built, and keeps it due with the reason', async () => {
    await schedule('nobody');
    const failed = await run(['schedules', 'run-due', '--now', '2026-06-09T06:45:00+02:00']);
    expect(failed.code).toBe(EXIT.usage);
    expect(failed.stderr).toContain('No account "nobody"');
    expect(relay.received).toEqual([]);
    const listed = await run(['schedules', 'list']);
    expect(listed.stdout).toMatch(/last due 2026-06-09T04:30:00.000Z: failed: No account "nobody"/);
    const waiting = await run(['schedules', 'run-due', '--now', '2026-06-09T06:47:00+02:00']);
    expect(waiting.code).toBe(EXIT.ok);
    expect(waiting.stderr).toContain('waits for its next try');
    const log = await run(['schedules', 'log', 'Daily people']);
    expect(log.stdout).toMatch(
      /^2026-06-09T04:30:00.000Z\tnot sent\tann@acme.test\t1 attempt\(s\)\tfailed: No account "nobody"/,
    );
  });

  it('sends a test message through the relay', async () => {
    await schedule('demo');
    const sent = await run(['mail', 'test', '--to', 'bob@acme.test']);
    expect(sent.code, sent.stderr).toBe(EXIT.ok);
    expect(relay.received.map((m) => m.to)).toEqual([['bob@acme.test']]);
    expect(relay.received[0]?.raw.toString()).toContain('Bookings Viewer: test message');
  });

  it('sends over TLS to a relay whose certificate the company CA in NODE_EXTRA_CA_CERTS signed', async () => {
    const ca = await makePrivateCa(home, ['localhost']);
    const secure = await startTestRelay({
      tls: { key: ca.serverKey, cert: ca.serverCert, secure: true },
    });
    try {
      const set = await run([
        'mail',
        'set',
        '--host',
        '127.0.0.1',
        '--port',
        String(secure.port),
        '--from',
        'r@acme.test',
        '--security',
        'tls',
      ]);
      expect(set.code, set.stderr).toBe(EXIT.ok);
      const untrusted = await run(['mail', 'test', '--to', 'bob@acme.test']);
      expect(untrusted.code).toBe(EXIT.networkOrServer);
      expect(untrusted.stderr).toContain('NODE_EXTRA_CA_CERTS');
      const trusted = await run(['mail', 'test', '--to', 'bob@acme.test'], {
        NODE_EXTRA_CA_CERTS: ca.caFile,
      });
      expect(trusted.code, trusted.stderr).toBe(EXIT.ok);
      expect(secure.received).toHaveLength(1);
    } finally {
      await secure.close();
    }
  });

  it('refuses a relay without TLS that is not on this computer', async () => {
    const set = await run([
      'mail',
      'set',
      '--host',
      'smtp.acme.test',
      '--port',
      '25',
      '--from',
      'r@acme.test',
      '--security',
      'none',
    ]);
    expect(set.code).toBe(EXIT.usage);
    expect(set.stderr).toContain('only for a relay on this computer');
  });
});

describe('schedules install', () => {
  it.runIf(process.platform === 'linux')(
    'writes a systemd user timer under the home that runs run-due with the data folder',
    async () => {
      const done = await run(['schedules', 'install', '--every-minutes', '10']);
      expect(done.code, done.stderr).toBe(EXIT.ok);
      const unit = join(home, '.config', 'systemd', 'user', 'bookings-viewer-schedules');
      const service = await readFile(`${unit}.service`, 'utf8');
      expect(service).toContain(`Environment="BOOKINGS_VIEWER_HOME=${home}"`);
      expect(service).toMatch(
        /ExecStart=".*node[^"]*" ".*bookings-viewer\.js" "schedules" "run-due"/,
      );
      expect(await readFile(`${unit}.timer`, 'utf8')).toContain('OnCalendar=*:0/10');
      expect(done.stderr).toContain(
        'systemctl --user enable --now bookings-viewer-schedules.timer',
      );
      // Every 15 minutes unless asked.
      expect((await run(['schedules', 'install'])).code).toBe(EXIT.ok);
      expect(await readFile(`${unit}.timer`, 'utf8')).toContain('OnCalendar=*:0/15');
      // uninstall says how to turn it off, removes both files, and then finds none.
      const removed = await run(['schedules', 'uninstall']);
      expect(removed.code, removed.stderr).toBe(EXIT.ok);
      expect(removed.stderr).toContain(
        'systemctl --user disable --now bookings-viewer-schedules.timer',
      );
      await expect(stat(`${unit}.service`)).rejects.toThrow();
      await expect(stat(`${unit}.timer`)).rejects.toThrow();
      const again = await run(['schedules', 'uninstall']);
      expect(again.code).toBe(EXIT.ok);
      expect(again.stderr).toContain('No schedules timer is installed');
    },
  );
});
