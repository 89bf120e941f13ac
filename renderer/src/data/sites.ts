import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../ui/bridge-context';
import { holidayCalendarsQuery, siteZoneSuggestionsQuery, sitesQuery } from './queries';

/** Every site of the account with its zone and working week (settings null: none yet). */
export function useSites(accountId: string) {
  return useQuery(sitesQuery(useBridge(), accountId));
}

/** The zones suggested for the sites without one (asked only while `enabled`). */
export function useSiteZoneSuggestions(accountId: string, enabled = true) {
  return useQuery({ ...siteZoneSuggestionsQuery(useBridge(), accountId), enabled });
}

/** Every public-holiday calendar a site can take (asked only once `enabled`). */
export function useHolidayCalendars(enabled = true) {
  return useQuery({ ...holidayCalendarsQuery(useBridge()), enabled });
}
