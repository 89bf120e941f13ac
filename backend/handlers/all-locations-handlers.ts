import type { AllLocationsProgress, Handlers } from '#shared/contract';
import { locationRow, type LocationRowResult } from '#shared/insights/location-row';
import { toAppError } from '#shared/result';
import { countEachLocation, namedLocations } from '../insights/each-location';
import type { HandlerContext } from './context';

type AllLocationsHandlers = Pick<Handlers, 'getAllLocations'>;

/**
 * getAllLocations: every location (or those asked for) counted in the backend, one after another,
 * each handed to the page as a row as soon as it is in, under the caller's progressId. A location
 * that fails is a row with its error; the others are counted all the same.
 */
export function createAllLocationsHandlers(
  ctx: HandlerContext,
  emit: (progress: AllLocationsProgress) => void,
): AllLocationsHandlers {
  return {
    async getAllLocations(request, signal) {
      const client = await ctx.directory.clientFor(request.accountId);
      const { progressId } = request;
      // Asked-for ids are counted as given; the API's list is read only when every location is asked.
      const locations = request.only
        ? request.only.map((id) => ({ id, name: id }))
        : await namedLocations(client, signal);
      const clockOf = await ctx.sites.resolver(request.accountId, request);
      const namesHidden = (await ctx.settings.nameSalt(request.accountId)) !== null;
      const rows: LocationRowResult[] = [];
      let percent = 0;
      let bookings = 0;
      for await (const outcome of countEachLocation({
        client,
        locations,
        from: request.from,
        to: request.to,
        zone: request.zone,
        filter: request.filter,
        clockOf,
        namesHidden,
        signal,
        keepGoing: true,
        onProgress: (p) => {
          ({ percent, bookings } = p);
          if (progressId) emit({ progressId, ...p });
        },
      })) {
        const row: LocationRowResult = {
          locationId: outcome.location.id,
          result:
            'insights' in outcome
              ? { ok: true, value: locationRow(outcome.insights) }
              : { ok: false, error: ctx.redactor.scrubError(toAppError(outcome.error)) },
        };
        rows.push(row);
        if (progressId) emit({ progressId, percent, bookings, row });
      }
      return { rows };
    },
  };
}
