/**
 * The command line inside the desktop app, for machines without Node: `"Bookings Viewer" --cli
 * export …`, or `bookings-viewer export …` through the Linux launcher. Decided from the arguments
 * before any window exists; runs headless with the app's keychain, accounts and network stack
 * (net.fetch: system proxy and certificates), and exits with the command line's code.
 */
import { app } from 'electron';
import { runCliInProcess } from '../../cli/process-io';
import { COMMANDS } from '../../cli/run';
import { electronFetch } from './electron-fetch';

/** First arguments that mean the command line even without --cli (the launcher on PATH passes them as typed). */
const CLI_WORDS = new Set([
  ...COMMANDS.map((c) => c.name),
  'help',
  '--help',
  '-h',
  '--version',
  '-v',
]);

/**
 * The command line's arguments when the app was started for it, else null. `argv` is
 * process.argv; `defaultApp` is true under `electron .`, where the app's own arguments start one
 * later.
 */
export function cliArguments(argv: readonly string[], defaultApp: boolean): string[] | null {
  const explicit = argv.indexOf('--cli');
  if (explicit >= 0) return argv.slice(explicit + 1);
  const first = defaultApp ? 2 : 1;
  const word = argv[first];
  return word !== undefined && CLI_WORDS.has(word) ? argv.slice(first) : null;
}

/** Resolves once everything written to `stream` has been handed to the OS. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((done) => stream.write('', () => done()));
}

/** Runs the command line and exits the app with its code; no window, no Dock icon. */
export async function runCliMode(args: readonly string[]): Promise<void> {
  app.dock?.hide();
  // net.fetch needs the app ready; ready opens no window.
  await app.whenReady();
  const code = await runCliInProcess(args, {
    fetch: electronFetch(),
  });
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  app.exit(code);
}
