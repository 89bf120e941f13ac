// The Schedules page's and the mail dialog's methods through the backend's dispatch: validation with
// words to act on, pause and edit keeping the log, the relay's password in the keychain only, a test
// message through a real SMTP server on loopback, and send now through the shell's runner.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MethodArgs, MethodName } from '#shared/contract';
import { RELAY_PASSWORD_ENTRY } from '../mail/relay-settings';
import { downPort, startTestRelay, type TestRelay } from '../mail/testing/smtp-relay';
import type { ScheduleRunner } from '../schedules/schedule-runner';
import { openTestBackend, type TestBackend } from '../testing/test-backend';

let opened: TestBackend;
let runs: string[] = [];
let runner: ScheduleRunner = async ({ name }) => {
  runs.push(name);
  return { recipients: ['ann@acme.test'] };
};

beforeEach(async () => {
  runs = [];
  opened = await openTestBackend({ runSchedule: () => (run) => runner(run) });
});
afterEach(() => opened.close());

const call = <M extends MethodName>(method: M, args: MethodArgs<M>) => opened.call(method, args);
async function value<M extends MethodName>(method: M, args: MethodArgs<M>) {
  const result = await call(method, args);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

const weekly: MethodArgs<'addSchedule'> = {
  name: 'Weekly sites',
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
};

describe('the schedule methods', () => {
  it('list nothing at first, then a new schedule with its account, next run and no delivery', async () => {
    expect(await value('listSchedules', {})).toEqual({ schedules: [] });
    const added = await value('addSchedule', weekly);
    expect(added).toMatchObject({
      name: 'Weekly sites',
      accountLabel: 'Demo company',
      report: { account: 'demo', kind: 'all-locations', language: 'de', name: 'Weekly sites' },
      rhythm: 'monday',
      recipients: ['ann@acme.test', 'bob@acme.test'],
      paused: false,
      lastDelivery: null,
    });
    // Its latest due time is not sent yet: the next run sends it.
    expect(added.nextRun?.catchUp).toBe(true);
    expect((await value('listSchedules', {})).schedules.map((s) => s.name)).toEqual([
      'Weekly sites',
    ]);
  });

  it('refuses a name in use, a bad address, a bad time and an unknown zone, saying which', async () => {
    await value('addSchedule', weekly);
    expect(await call('addSchedule', weekly)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-argument', message: expect.stringContaining('already exists') },
    });
    expect(await call('addSchedule', { ...weekly, recipients: ['ann@acme'] })).toMatchObject({
      ok: false,
      error: { message: 'recipients.0: "ann@acme" is not an e-mail address.' },
    });
    expect(await call('addSchedule', { ...weekly, at: '7am' })).toMatchObject({
      ok: false,
      error: { message: 'at: Give the time as HH:MM, e.g. 07:00.' },
    });
    expect(await call('addSchedule', { ...weekly, zone: 'Europe/Atlantis' })).toMatchObject({
      ok: false,
      error: { message: 'zone: Unknown time zone.' },
    });
    expect(
      await call('addSchedule', { ...weekly, report: { ...weekly.report, format: 'csv' } }),
    ).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^report.format: /) } });
    expect(
      await call('addSchedule', {
        ...weekly,
        name: 'Other',
        report: { ...weekly.report, account: 'nobody' },
      }),
    ).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('pause and resume, edit (renaming) and remove a schedule', async () => {
    await value('addSchedule', weekly);
    const paused = await value('setSchedulePaused', { name: 'Weekly sites', paused: true });
    expect(paused).toMatchObject({ paused: true, nextRun: null });
    const edited = await value('updateSchedule', {
      name: 'Weekly sites',
      schedule: { ...weekly, name: 'Sites on Fridays', rhythm: 'friday', at: '16:30' },
    });
    expect(edited).toMatchObject({ name: 'Sites on Fridays', rhythm: 'friday', paused: true });
    const resumed = await value('setSchedulePaused', { name: 'Sites on Fridays', paused: false });
    expect(resumed.paused).toBe(false);
    expect(resumed.nextRun).not.toBeNull();
    await value('addSchedule', weekly);
    expect(
      await call('updateSchedule', {
        name: 'Weekly sites',
        schedule: { ...weekly, name: 'Sites on Fridays' },
      }),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining('already exists') } });
    expect(await value('removeSchedule', { name: 'Weekly sites' })).toBeNull();
    expect(await call('removeSchedule', { name: 'Weekly sites' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect((await value('listSchedules', {})).schedules.map((s) => s.name)).toEqual([
      'Sites on Fridays',
    ]);
  });

  it('send now through the shell’s runner, passing on its failure as it is', async () => {
    await value('addSchedule', weekly);
    expect(await value('runScheduleNow', { name: 'Weekly sites' })).toEqual({
      recipients: ['ann@acme.test'],
    });
    expect(runs).toEqual(['Weekly sites']);
    runner = async () => {
      const { AppFailure } = await import('#shared/result');
      throw new AppFailure('network', 'Could not reach the mail relay 127.0.0.1:1 (ECONNREFUSED).');
    };
    expect(await call('runScheduleNow', { name: 'Weekly sites' })).toEqual({
      ok: false,
      error: {
        kind: 'network',
        message: 'Could not reach the mail relay 127.0.0.1:1 (ECONNREFUSED).',
      },
    });
    expect(await call('runScheduleNow', { name: 'Nobody' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });
});

describe('the mail methods', () => {
  let relay: TestRelay;
  beforeEach(async () => {
    relay = await startTestRelay({ login: { user: 'reports', password: 's3cret-pw' } });
  });
  afterEach(() => relay.close());

  const settings = (more: Partial<MethodArgs<'saveMailSettings'>> = {}) => ({
    host: '127.0.0.1',
    port: relay.port,
    from: 'reports@acme.test',
    user: 'reports',
    security: 'none' as const,
    password: 's3cret-pw',
    ...more,
  });

  it('keep the password in the keychain only, never give it back, and send a test message', async () => {
    expect(await value('getMailSettings', {})).toEqual({ settings: null });
    const saved = await value('saveMailSettings', settings());
    expect(saved).toEqual({
      host: '127.0.0.1',
      port: relay.port,
      from: 'reports@acme.test',
      user: 'reports',
      security: 'none',
      passwordSaved: true,
    });
    expect(opened.secrets.entries.get(RELAY_PASSWORD_ENTRY)).toBe('s3cret-pw');
    const read = await call('getMailSettings', {});
    expect(JSON.stringify(read)).not.toContain('s3cret-pw');
    for (const file of await readdir(opened.dataDir))
      expect((await readFile(join(opened.dataDir, file))).includes('s3cret-pw')).toBe(false);
    // Saved again without a password: the saved one stays.
    await value('saveMailSettings', settings({ password: undefined, from: 'bv@acme.test' }));
    expect(opened.secrets.entries.get(RELAY_PASSWORD_ENTRY)).toBe('s3cret-pw');

    expect(await value('testMailRelay', { to: 'ann@acme.test' })).toEqual({ to: 'ann@acme.test' });
    expect(relay.received).toHaveLength(1);
    const parsed = await simpleParser(relay.received[0]!.raw);
    expect(parsed.subject).toBe('Bookings Viewer: test message');
    expect(parsed.from?.text).toBe('bv@acme.test');
  });

  it('say a refused login, a relay that is down, and security none beyond this computer', async () => {
    await value('saveMailSettings', settings({ password: 'wrong' }));
    expect(await call('testMailRelay', { to: 'ann@acme.test' })).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: expect.stringContaining('refused the login of reports') },
    });
    await value('saveMailSettings', settings({ port: await downPort() }));
    expect(await call('testMailRelay', { to: 'ann@acme.test' })).toMatchObject({
      ok: false,
      error: { kind: 'network', message: expect.stringMatching(/^Could not reach the mail relay/) },
    });
    expect(await call('saveMailSettings', settings({ host: 'smtp.acme.test' }))).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-argument',
        message: expect.stringContaining('allowed only for a relay on this computer'),
      },
    });
    expect(await call('testMailRelay', { to: 'not an address' })).toMatchObject({
      ok: false,
      error: { message: 'to: "not an address" is not an e-mail address.' },
    });
  });

  it('asks for a password the first time a login is given, and deletes it once there is none', async () => {
    expect(await call('saveMailSettings', settings({ password: undefined }))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Give the password of reports/) },
    });
    await value('saveMailSettings', settings());
    const open = await value('saveMailSettings', settings({ user: null, password: undefined }));
    expect(open.passwordSaved).toBe(false);
    expect(opened.secrets.entries.has(RELAY_PASSWORD_ENTRY)).toBe(false);
  });
});
