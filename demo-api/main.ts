/**
 * `npm run demo-server -- [--port N] [--seed N] [--scale demo|large] [--api-key KEY]`: runs the demo
 * API until SIGINT or SIGTERM. Prints exactly one line on success; a bad flag is one line on stderr
 * and exit code 2.
 */
import { parseDemoServerArgs, USAGE } from './cli-args';
import { startDemoServer, type DemoServer } from './server';

async function main(): Promise<void> {
  const parsed = parseDemoServerArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`demo-server: ${parsed.message}\n`);
    process.exit(2);
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let server: DemoServer | null = null;
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // A stuck close must not keep the terminal hostage.
    setTimeout(() => process.exit(0), 3000).unref();
    if (server) void server.close().then(() => process.exit(0));
  };
  // Handlers go in first, so a signal that arrives as soon as the line is printed still stops cleanly.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    server = await startDemoServer(parsed.options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? 'the port is already in use' : String(error);
    process.stderr.write(`demo-server: cannot listen: ${reason}\n`);
    process.exit(1);
  }
  if (stopping) {
    await server.close();
    process.exit(0);
  }
  process.stdout.write(`Demo API listening on ${server.url} (ApiKey: ${server.apiKey})\n`);
}

void main();
