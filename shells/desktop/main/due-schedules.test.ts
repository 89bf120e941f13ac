// The desktop app's own runs of due schedules: the loop (first run, the rhythm, never two at once,
// stopped on quit) and one pass in process, which sends a due report once and logs what it said.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtCli } from '#scripts/cli-build';
import { startTestRelay, type TestRelay } from '#backend/mail/testing/smtp-relay';
import { runBin } from '../../cli/testing/run-bin';
import { dailyPeopleArgv, mailSetArgv } from '../../cli/testing/schedule-argv';
import { startDueSchedules, type RunnerTimers } from './due-schedules';
import { runDueInProcess, SCHEDULES_LOG } from './run-due';

/** Timers a test moves by hand: each pending one, and when it was asked for. */
function handTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let id = 0;
  const timers: RunnerTimers = {
    setTimeout: (run, ms) => {
      pending.set(++id, { run, ms });
      return id;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const fire = () => {
    const [[key, timer]] = [...pending.entries()] as [[number, { run: () => void; ms: number }]];
    pending.delete(key);
    timer.run();
  };
  return { timers, pending, fire };
}

describe('the app’s runs of due schedules', () => {
  it('runs first soon after start, then every interval from the end of the last, one at a time', async () => {
    const { timers, pending, fire } = handTimers();
    const ends: (() => void)[] = [];
    let runs = 0;
    const loop = startDueSchedules({
      firstAfterMs: 60_000,
      everyMs: 900_000,
      timers,
      run: () => {
        runs++;
        return new Promise<void>((done) => ends.push(done));
      },
    });
    expect([...pending.values()].map((t) => t.ms)).toEqual([60_000]);
    fire();
    expect(runs).toBe(1);
    // While it runs, nothing else is timed: a slow relay never piles runs up.
    expect(pending.size).toBe(0);
    ends.shift()?.();
    await expect.poll(() => pending.size).toBe(1);
    expect([...pending.values()].map((t) => t.ms)).toEqual([900_000]);
    await loop.stop();
    expect(pending.size).toBe(0);
  });

  it('cancels a run under way when the app quits, and times no other', async () => {
    const { timers, pending, fire } = handTimers();
    let cancelled = false;
    const loop = startDueSchedules({
      firstAfterMs: 1,
      everyMs: 2,
      timers,
      run: (signal) =>
        new Promise<void>((done) =>
          signal.addEventListener('abort', () => {
            cancelled = true;
            done();
          }),
        ),
    });
    fire();
    await loop.stop();
    expect(cancelled).toBe(true);
    expect(pending.size).toBe(0);
  });

  it('keeps going after a run that fails', async () => {
    const { timers, pending, fire } = handTimers();
    const loop = startDueSchedules({
      firstAfterMs: 1,
      everyMs: 2,
      timers,
      run: () => Promise.reject(new Error('relay down')),
    });
    fire();
    await expect.poll(() => [...pending.values()].map((t) => t.ms)).toEqual([2]);
    await loop.stop();
  });
});

describe('one pass in the app’s process', () => {
  let home = '';
  let relay: TestRelay;
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), 'bv-app-run-due-'));
    relay = await startTestRelay({});
  });
  afterEach(async () => {
    await relay.close();
    await rm(home, { recursive: true, force: true });
  });

  const cli = (args: readonly string[]) =>
    runBin([process.execPath, builtCli(), ...args], {
      cwd: home,
      env: { HOME: home, BOOKINGS_VIEWER_HOME: home },
    });

  it('sends the due report once, as the command line would, and logs what it said', async () => {
    const set = await cli(mailSetArgv(relay.port));
    expect(set.code, set.stderr).toBe(0);
    const add = await cli(dailyPeopleArgv('demo'));
    expect(add.code, add.stderr).toBe(0);
    const nowMs = Date.parse('2026-06-09T06:45:00+02:00');
    const signal = new AbortController().signal;
    expect(await runDueInProcess({ dataDir: home, signal, nowMs })).toBe(0);
    expect(relay.received).toHaveLength(1);
    // The app's next pass (or the OS timer's) sends nothing more for that due time.
    expect(await runDueInProcess({ dataDir: home, signal, nowMs: nowMs + 900_000 })).toBe(0);
    expect(relay.received).toHaveLength(1);
    const log = await readFile(join(home, SCHEDULES_LOG), 'utf8');
    expect(log).toMatch(/^2026-06-09T04:45:00\.000Z .*Daily people/m);
  });
});
