// `npm run web`: the browser shell. Prints one line with the address (token in the fragment) and serves until stopped.
import { AppFailure } from '#shared/result';
import { parseWebShellArgs } from './cli-args';
import { writeLaunchPage, type LaunchPage } from './launch-page';
import { openInBrowser } from './open-browser';
import { startWebShell } from './server';

const log = (line: string): void => void process.stderr.write(`${line}\n`);

const args = parseWebShellArgs(process.argv.slice(2));
if ('error' in args) {
  log(args.error);
  process.exit(2);
}

try {
  const shell = await startWebShell({ port: args.port, log });
  process.stdout.write(`Bookings Viewer at ${shell.url}\n`);
  // The browser opens a private page that moves on to the address: the token stays off command lines.
  let launchPage: LaunchPage | null = null;
  if (args.open) {
    launchPage = await writeLaunchPage(shell.url);
    openInBrowser(launchPage.path, log);
  }
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    Promise.all([shell.close(), launchPage?.remove()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  log(
    code === 'EADDRINUSE'
      ? `Port ${args.port} is already in use: choose another with --port, or omit it for a free one.`
      : error instanceof AppFailure
        ? error.message
        : 'Bookings Viewer could not start its web server.',
  );
  process.exit(1);
}
