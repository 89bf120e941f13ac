/** Entry point of `bookings-viewer` (bin/bookings-viewer.mjs) and `npm run cli`. */
import { runCli } from './run';

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts += 1;
  // The first Ctrl+C cancels cleanly (no half-written file); a second one quits at once.
  if (interrupts > 1) process.exit(130);
  controller.abort();
});

// A reader that stops early (`… | head`) closes the pipe: that is not an error worth a message.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stderrIsTTY: Boolean(process.stderr.isTTY),
  stdin: process.stdin,
  stdinIsTTY: Boolean(process.stdin.isTTY),
  signal: controller.signal,
});
process.exitCode = code;
