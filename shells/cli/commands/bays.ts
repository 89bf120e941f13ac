/** `bookings-viewer bays`: the company's bays as JSON. */
import { connectionOptions, noPositionals, parseCommand } from '../args';
import { type Command, CONNECTION_HELP } from '../command';
import { resolveLocation } from '../location-choice';
import { type CliIo, note } from '../io';
import { writeJson } from '../stream-write';
import { withSession } from '../with-session';

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
    return withSession(values, io, 'bays', async (session) => {
      const location =
        values.location === undefined ? null : await resolveLocation(session, values.location);
      const { items, dropped } = await session.call('listBays', { accountId: session.accountId });
      await writeJson(
        io.stdout,
        location ? items.filter((b) => b.location?.id === location.id) : items,
      );
      if (dropped > 0) await note(io, `Note: ${dropped} bay(s) without an id were left out.`);
      return 0;
    });
  },
};
