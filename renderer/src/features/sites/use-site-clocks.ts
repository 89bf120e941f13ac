import { useCallback } from 'react';
import { useSites } from '../../data/sites';
import { shownClock, type Place, type ShownClock } from './site-time';
import { useZoneChoice } from './zone-choice';

/**
 * The account's sites, the manager's choice of site time or a fixed zone, and the clock each place
 * is shown on under that choice (`accountZone` is the account's saved zone, else the system's).
 */
export function useSiteClocks(accountId: string, accountZone: string) {
  const [choice, choose] = useZoneChoice(accountId);
  const sites = useSites(accountId);
  const { data } = sites;
  const clockAt = useCallback(
    (place: Place): ShownClock => shownClock(choice, accountZone, data, place),
    [choice, accountZone, data],
  );
  return { choice, choose, sites, clockAt };
}
