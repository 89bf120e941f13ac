// schedules pause and resume, in process: a paused schedule is kept, marked in `list`, and passed
// over by run-due, which says so; resumed, it is due again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EXIT } from '../exit-codes';
import { runCli } from '../run';
import { captureIo } from '../testing/capture-io';
import { dailyPeopleArgv, mailSetArgv } from '../testing/schedule-argv';

let home = '';
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-schedules-pause-'));
});
afterEach(() => rm(home, { recursive: true, force: true }));

async function run(args: readonly string[]) {
  const captured = captureIo({ env: { HOME: home, BOOKINGS_VIEWER_HOME: home }, cwd: home });
  const code = await runCli(args, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

it('keeps a paused schedule, lists it as paused and run-due passes over it until resumed', async () => {
  const set = await run(mailSetArgv(2525));
  expect(set.code, set.stderr).toBe(EXIT.ok);
  const add = await run(dailyPeopleArgv('demo'));
  expect(add.code, add.stderr).toBe(EXIT.ok);

  const paused = await run(['schedules', 'pause', 'Daily people']);
  expect(paused.code, paused.stderr).toBe(EXIT.ok);
  expect(paused.stderr).toContain('Paused "Daily people"');
  expect((await run(['schedules', 'list'])).stdout).toMatch(/^Daily people\tpaused\t/);
  const due = await run(['schedules', 'run-due', '--now', '2026-06-09T06:45:00+02:00']);
  expect(due.code, due.stderr).toBe(EXIT.ok);
  expect(due.stderr).toContain('"Daily people" is paused: not sent.');
  expect(due.stderr).toContain('Nothing is due.');

  expect((await run(['schedules', 'resume', 'Daily people'])).code).toBe(EXIT.ok);
  expect((await run(['schedules', 'list'])).stdout).toMatch(/^Daily people\tpeople /);
  const missing = await run(['schedules', 'pause', 'Nobody']);
  expect(missing.code).toBe(EXIT.usage);
  expect(missing.stderr).toContain('No schedule "Nobody"');
});
