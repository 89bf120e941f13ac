// The Electron main process entry.
import { startApp } from './app';

startApp().catch((error: unknown) => {
  process.stderr.write(
    `Bookings Viewer could not start: ${error instanceof Error ? error.message : 'unknown error'}\n`,
  );
  process.exit(1);
});
