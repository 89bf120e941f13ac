/** `bookings-viewer bookings`: a location's bookings over local days, as JSON. */
import type { Booking } from '#shared/model';
import { formatUtc, formatDurationMinutes } from '#shared/csv/row';
import { listedUser } from '#shared/privacy/pseudonym';
import { terminalSafeJson } from '#shared/text/terminal-safe-json';
import { formatIsoInZone } from '#shared/time/zone';
import { connectionOptions, zonedDaysOf, noPositionals, parseCommand, rangeOptions } from '../args';
import { bookingPages } from '../booking-pages';
import { type Command, CONNECTION_HELP } from '../command';
import { type CliIo, noteDroppedBookings } from '../io';
import { resolveLocation } from '../location-choice';
import { RANGE_HELP } from '../range-help';
import { writeText } from '../stream-write';
import { withSession } from '../with-session';

const HELP = `Usage: bookings-viewer bookings (--account LABEL | --base-url URL) --location NAME-or-ID (--from DAY [--to DAY] | --period NAME) [--tz ZONE]

Prints the bookings overlapping those local days as a JSON array on stdout, in start order, each once:
{id, start, end (ISO 8601 in --tz), startUtc, endUtc, durationMinutes, user, location, bay}.
Long ranges are fetched in requests of up to 7 days.

${CONNECTION_HELP}
${RANGE_HELP}
  -h, --help              show this help`;

function toJson(b: Booking, zone: string): unknown {
  return {
    id: b.id,
    start: formatIsoInZone(zone, b.startMs),
    end: formatIsoInZone(zone, b.endMs),
    startUtc: formatUtc(b.startMs),
    endUtc: formatUtc(b.endMs),
    durationMinutes: Number(formatDurationMinutes(b.startMs, b.endMs)),
    user: listedUser(b.user),
    location: b.location,
    bay: b.bay,
  };
}

/** Prints bookings as JSON, streamed so a long range never sits in memory whole. */
export const bookingsCommand: Command = {
  name: 'bookings',
  summary: 'Print a location’s bookings over some days (JSON)',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('bookings', args, {
      ...connectionOptions,
      ...rangeOptions,
    });
    noPositionals('bookings', positionals);
    const days = zonedDaysOf(values, io.nowMs);
    return withSession(values, io, 'bookings', async (session) => {
      const location = await resolveLocation(session, values.location);
      let count = 0;
      let dropped = 0;
      // Nothing reaches stdout before the first booking, so an early failure leaves it empty.
      for await (const page of bookingPages(session, { ...days, locationId: location.id })) {
        dropped += page.dropped;
        let text = '';
        for (const b of page.bookings) {
          text += `${count === 0 ? '[\n  ' : ',\n  '}${terminalSafeJson(toJson(b, days.zone), 0)}`;
          count += 1;
        }
        if (text) await writeText(io.stdout, text);
      }
      await writeText(io.stdout, count === 0 ? '[]\n' : '\n]\n');
      await noteDroppedBookings(io, dropped);
      return 0;
    });
  },
};
