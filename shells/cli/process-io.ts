/** Runs the command line on this process's streams: the `bookings-viewer` bin and the app's --cli mode. */
import { personOutput } from './person-output';
import { runCli } from './run';

/**
 * Runs `argv` (the arguments after the program) and resolves to the exit code. The first Ctrl+C
 * cancels cleanly (no half-written file); a second one quits at once.
 */
export async function runCliInProcess(
  argv: readonly string[],
  options: { fetch?: typeof fetch } = {},
): Promise<number> {
  const controller = new AbortController();
  let interrupts = 0;
  process.on('SIGINT', () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    controller.abort();
  });
  // A reader that stops early (`… | head`) closes the pipe: that is not an error worth a message.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
  });
  return runCli(argv, {
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: personOutput(process.stderr, Boolean(process.stderr.isTTY)),
    stdin: process.stdin,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    signal: controller.signal,
    fetch: options.fetch,
  });
}
