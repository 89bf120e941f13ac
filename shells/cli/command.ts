/** A command of the command line. */
import type { CliIo } from './io';

/** One command: its help text and what it does; run resolves to the exit code or throws AppFailure. */
export interface Command {
  readonly name: string;
  /** One line for the overview. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** The connection part of every API command's help. */
export const CONNECTION_HELP = `Company (one of):
  --account LABEL         a saved account (label or id; "demo" is the built-in demo company);
                          the API key comes from the OS keychain
  --base-url URL          e.g. https://acme.example.com/api/integrations, with the API key in
                          the BOOKINGS_API_KEY environment variable
  --max-response-mb N     stop reading an answer larger than N MB (1 to 500; default 256, or
                          the BOOKINGS_VIEWER_MAX_RESPONSE_MB environment variable)`;
