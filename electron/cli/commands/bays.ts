/** `bookings-viewer bays`: the company's bays as JSON. */
import { connectionOptions, noPositionals, parseCommand } from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { connect, resolveLocation } from '../connection';
import { type CliIo, note } from '../io';
import { writeJson } from '../stream-write';

const HELP = `Usage: bookings-viewer bays (--account LABEL | --base-url URL) [--location NAME-or-ID]

Prints the bays as a JSON array of {id, name, tag, location} on stdout.

${CONNECTION_HELP}
  --location NAME-or-ID   only the bays of this location
  -h, --help              show this help`;

/** Lists bays, optionally of one location. */
export const baysCommand: Command = {
  name: 'bays',
  summary: 'List the company’s bays (JSON)',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('bays', args, {
      ...connectionOptions,
      location: { type: 'string' },
    });
    noPositionals('bays', positionals);
    const connection = await connect(values, io, 'bays');
    try {
      const location =
        values.location === undefined
          ? null
          : await resolveLocation(connection, values.location, io.signal);
      const { items, dropped } = await connection.client.listBays(io.signal);
      await writeJson(
        io.stdout,
        location ? items.filter((b) => b.location?.id === location.id) : items,
      );
      if (dropped > 0) await note(io, `Note: ${dropped} bay(s) without an id were left out.`);
      return 0;
    } finally {
      await connection.close();
    }
  },
};
