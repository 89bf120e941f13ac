/** `schedules install`: writes the OS timer that runs `schedules run-due`, and says how to turn it on. */
import { mkdir, realpath, writeFile } from 'node:fs/promises';
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
  if (value === undefined) return 5;
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

/** Writes the timer's files (private to the user) and prints the command that turns it on. */
export async function installTimer(everyMinutes: string | undefined, io: CliIo): Promise<number> {
  const env: Record<string, string> = {};
  for (const name of CARRIED) {
    const value = io.env[name];
    if (value) env[name] = value;
  }
  const plan = timerPlan(platformOf(), {
    home: io.env.HOME || homedir(),
    configHome: io.env.XDG_CONFIG_HOME?.trim() || undefined,
    dataDir: dataDirFor(io.env),
    command: await selfCommand(),
    env,
    everyMinutes: minutesOf(everyMinutes),
  });
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
