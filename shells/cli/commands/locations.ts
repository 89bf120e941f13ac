/** `bookings-viewer locations`: the company's locations as JSON. */
import { connectionOptions, noPositionals, parseCommand } from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { type CliIo, note } from '../io';
import { writeJson } from '../stream-write';
import { withSession } from '../with-session';

const HELP = `Usage: bookings-viewer locations (--account LABEL | --base-url URL)

Prints the locations as a JSON array of {id, name} on stdout.

${CONNECTION_HELP}
  -h, --help              show this help`;

/** Lists locations. */
export const locationsCommand: Command = {
  name: 'locations',
  summary: 'List the company’s locations (JSON)',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('locations', args, {
      ...connectionOptions,
    });
    noPositionals('locations', positionals);
    return withSession(values, io, 'locations', async (session) => {
      const { items, dropped } = await session.call('listLocations', {
        accountId: session.accountId,
      });
      await writeJson(io.stdout, items);
      if (dropped > 0) await note(io, `Note: ${dropped} location(s) without an id were left out.`);
      return 0;
    });
  },
};
