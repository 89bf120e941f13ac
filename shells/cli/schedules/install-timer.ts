/** `schedules install`: writes the OS timer that runs `schedules run-due`, and says how to turn it on. */
import { mkdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname } from 'node:path';
import { dataDirFor } from '#backend/data-dir';
import { usage } from '../args';
import type { CliIo } from '../io';
import { timerPlan, type TimerPlatform } from './os-timer';

/** The variables the timer's runs need as this command has them: data folder, keychain name, CA, proxy. */
const CARRIED = [
  'BOOKINGS_VIEWER_HOME',
  'BOOKINGS_VIEWER_KEYCHAIN_SERVICE',
  'NODE_EXTRA_CA_CERTS',
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
] as const;

function platformOf(): TimerPlatform {
  const p = process.platform;
  if (p === 'linux' || p === 'darwin' || p === 'win32') return p;
  throw usage(
    `schedules install knows Linux, macOS and Windows, not ${p}: run "schedules run-due" from cron.`,
  );
}

function minutesOf(value: string | undefined): number {
  // Every 15 minutes unless asked: a report is at most a quarter of an hour late.
  if (value === undefined) return 15;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 60) throw usage('--every-minutes must be 1 to 60.');
  return n;
}

/** The program that runs this command line: the app with --cli, or Node with the script. */
async function selfCommand(): Promise<readonly string[]> {
  if (process.versions.electron) return [process.execPath, '--cli'];
  const script = process.argv[1];
  return script ? [process.execPath, await realpath(script)] : [process.execPath];
}

/** The timer this command line would write, for this user and data folder. */
async function planFor(everyMinutes: string | undefined, io: CliIo) {
  const env: Record<string, string> = {};
  for (const name of CARRIED) {
    const value = io.env[name];
    if (value) env[name] = value;
  }
  return timerPlan(platformOf(), {
    home: io.env.HOME || homedir(),
    configHome: io.env.XDG_CONFIG_HOME?.trim() || undefined,
    dataDir: dataDirFor(io.env),
    command: await selfCommand(),
    env,
    everyMinutes: minutesOf(everyMinutes),
  });
}

/** Writes the timer's files (private to the user) and prints the command that turns it on. */
export async function installTimer(everyMinutes: string | undefined, io: CliIo): Promise<number> {
  const plan = await planFor(everyMinutes, io);
  for (const file of plan.files) {
    await mkdir(dirname(file.path), { recursive: true, mode: 0o700 });
    // Task Scheduler reads its XML as UTF-16, as the file says.
    const bytes = file.path.endsWith('.xml')
      ? Buffer.from(`\ufeff${file.content}`, 'utf16le')
      : file.content;
    await writeFile(file.path, bytes, { mode: 0o600 });
    await io.stderr.line(`Wrote ${file.path}`);
  }
  await io.stderr.line(`Turn the timer on with: ${plan.enable}`);
  return 0;
}

/**
 * Removes the timer's files and prints the command that turns it off (run it first: a timer the OS
 * still has loaded keeps running until it is turned off). Says so when none was installed.
 */
export async function uninstallTimer(io: CliIo): Promise<number> {
  const plan = await planFor(undefined, io);
  const present: string[] = [];
  for (const file of plan.files)
    if (
      await stat(file.path).then(
        () => true,
        () => false,
      )
    )
      present.push(file.path);
  if (present.length === 0) {
    await io.stderr.line('No schedules timer is installed for this user and data folder.');
    return 0;
  }
  await io.stderr.line(`Turn the timer off with: ${plan.disable}`);
  for (const path of present) {
    await rm(path, { force: true });
    await io.stderr.line(`Removed ${path}`);
  }
  return 0;
}
