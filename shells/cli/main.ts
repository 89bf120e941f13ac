/** Entry point of `bookings-viewer` (built to out/cli/bookings-viewer.js) and `npm run cli`. */
import { runCliInProcess } from './process-io';

process.exitCode = await runCliInProcess(process.argv.slice(2));
