// The Electron main process entry: the command line when asked for (before any window), else the app.
import { startApp } from './app';
import { cliArguments, runCliMode } from './cli-mode';

const cliArgs = cliArguments(process.argv, Boolean(process.defaultApp));
const started = cliArgs ? runCliMode(cliArgs) : startApp();
started.catch((error: unknown) => {
  process.stderr.write(
    `Bookings Viewer could not start: ${error instanceof Error ? error.message : 'unknown error'}\n`,
  );
  process.exit(1);
});
