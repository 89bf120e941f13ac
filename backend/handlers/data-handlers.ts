import type { Handlers } from '#shared/contract';
import { listedBookings } from '#shared/privacy/pseudonym';
import { AppFailure } from '#shared/result';
import type { HandlerContext } from './context';

type DataHandlers = Pick<Handlers, 'listLocations' | 'listBays' | 'listBookings'>;

/** Reading locations, bays and bookings of an account; the caller's signal goes all the way to the upstream fetch. */
export function createDataHandlers(ctx: HandlerContext): DataHandlers {
  const { directory } = ctx;
  return {
    listLocations: ({ accountId }, signal) => directory.locations(accountId, signal),
    listBays: ({ accountId }, signal) => directory.bays(accountId, signal),
    async listBookings({ accountId, locationId, timeMin, timeMax, zone }, signal) {
      if (Date.parse(timeMax) <= Date.parse(timeMin))
        throw new AppFailure('invalid-argument', 'The end of the period must be after its start.');
      const client = await directory.clientFor(accountId);
      const parsed = await client.listBookings(
        { family: 'time', locationId, timeMin, timeMax, timezone: zone },
        signal,
      );
      return listedBookings(parsed);
    },
  };
}
