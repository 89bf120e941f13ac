/**
 * Command-line flags of the demo server, checked strictly so that a typo is an error rather than a
 * silently ignored flag.
 */
import { parseArgs } from 'node:util';
import type { DemoServerOptions } from './server';

/** One-line usage, shown with flag errors and by --help. */
export const USAGE =
  'Usage: npm run demo-server -- [--port N] [--seed N] [--scale demo|large] [--api-key KEY]';

/** The options of the command line, or a message saying what is wrong with it. */
export function parseDemoServerArgs(
  argv: readonly string[],
): { ok: true; options: DemoServerOptions; help: boolean } | { ok: false; message: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        scale: { type: 'string' },
        'api-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, message: `${text}. ${USAGE}` };
  }
  const options: DemoServerOptions = {};
  const { port, seed, scale } = values;
  const apiKey = values['api-key'];
  if (typeof port === 'string') {
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) {
      return { ok: false, message: `--port must be a whole number from 0 to 65535, not "${port}"` };
    }
    options.port = Number(port);
  }
  if (typeof seed === 'string') {
    if (!/^\d{1,10}$/.test(seed) || Number(seed) > 0xffff_ffff) {
      return {
        ok: false,
        message: `--seed must be a whole number from 0 to 4294967295, not "${seed}"`,
      };
    }
    options.seed = Number(seed);
  }
  if (typeof scale === 'string') {
    if (scale !== 'demo' && scale !== 'large') {
      return { ok: false, message: `--scale must be demo or large, not "${scale}"` };
    }
    options.scale = scale;
  }
  if (typeof apiKey === 'string') {
    // Header values cannot carry spaces at the ends or control characters.
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
      return { ok: false, message: '--api-key must be printable ASCII without spaces' };
    }
    options.apiKey = apiKey;
  }
  return { ok: true, options, help: values.help === true };
}
