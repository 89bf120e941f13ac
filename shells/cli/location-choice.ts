/** The --location option: one location by name or id, or `all`. */
import type { Location } from '#shared/model';
import { AppFailure } from '#shared/result';
import { usage } from './args';
import type { Session } from './session';

/** Whether --location names every location of the account (`all`). */
export function meansAllLocations(nameOrId: string | undefined): boolean {
  return nameOrId?.trim().toLowerCase() === 'all';
}

/** Refuses a writing command without --location, before anything is opened. */
export function requireLocation(location: string | undefined): void {
  if (location === undefined) throw usage('Give the location with --location NAME-or-ID, or all.');
}

/** The first location of the account, which an every-location export names; a usage error when it has none. */
export async function firstLocation(session: Session): Promise<Location> {
  const { items } = await session.call('listLocations', { accountId: session.accountId });
  const first = items[0];
  if (!first) throw usage('The account has no locations.');
  return first;
}

/** Finds a location by id, or by name (case-insensitive). */
export async function resolveLocation(
  session: Session,
  nameOrId: string | undefined,
): Promise<Location> {
  if (nameOrId === undefined || nameOrId.trim() === '')
    throw usage('Give the location with --location NAME-or-ID (see "bookings-viewer locations").');
  const wanted = nameOrId.trim();
  const { items } = await session.call('listLocations', { accountId: session.accountId });
  const byId = items.find((l) => l.id === wanted);
  if (byId) return byId;
  const byName = items.filter((l) => (l.name ?? '').trim().toLowerCase() === wanted.toLowerCase());
  if (byName.length === 1) return byName[0] as Location;
  if (byName.length > 1)
    throw usage(
      `Several locations are named "${wanted}"; use the id instead (${byName.map((l) => l.id).join(', ')}).`,
    );
  throw new AppFailure(
    'not-found',
    `No location "${wanted}". Run "bookings-viewer locations" to list them.`,
  );
}
