/**
 * One pass of `schedules run-due` inside the app's main process, with the app's data folder and
 * network stack; what it says goes to schedules.log in the data folder (as the launchd agent's
 * does), each line with its time, since an app has no terminal.
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { personOutput } from '../../cli/person-output';
import { runCli } from '../../cli/run';

/** Where and how the pass runs. */
export interface RunDueOptions {
  readonly dataDir: string;
  readonly fetch?: typeof fetch;
  readonly signal: AbortSignal;
  /** The instant the pass takes as now; default the clock's. */
  readonly nowMs?: number;
}

/** The log the app's runs write, in the data folder. */
export const SCHEDULES_LOG = 'schedules.log';

/** Runs due schedules once; resolves with the command line's exit code. */
export async function runDueInProcess(options: RunDueOptions): Promise<number> {
  const lines: string[] = [];
  const said = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const now = options.nowMs === undefined ? [] : ['--now', new Date(options.nowMs).toISOString()];
  const code = await runCli(['schedules', 'run-due', ...now], {
    env: { ...process.env, BOOKINGS_VIEWER_HOME: options.dataDir },
    cwd: options.dataDir,
    stdout: quiet,
    stderr: personOutput(said, false),
    stdin: Readable.from([]),
    stdinIsTTY: false,
    signal: options.signal,
    fetch: options.fetch,
  });
  const text = lines.join('').trim();
  if (text) {
    const at = new Date(options.nowMs ?? Date.now()).toISOString();
    const logged = text
      .split('\n')
      .map((line) => `${at} ${line}\n`)
      .join('');
    await appendFile(join(options.dataDir, SCHEDULES_LOG), logged, { mode: 0o600 });
  }
  return code;
}
