import { useEffect, useMemo, useReducer } from 'react';
import type { DateSelection } from '#shared/view/navigation';
import { placeToRemember, readPlace, restoredPerAccount, writePlace } from './remembered-place';
import { viewActions, type ViewActions } from './view-dispatchers';
import { viewReducer } from './view-reducer';
import { datesShown, freshPage, initialViewState, type ViewState } from './view-state';

/** The zone times are shown in: one zone, or one that depends on what is shown (a site's own). */
export type ZoneOf = string | ((state: ViewState) => string);

const zoneIn = (zoneOf: ZoneOf, state: ViewState): string =>
  typeof zoneOf === 'string' ? zoneOf : zoneOf(state);

/**
 * The state a workspace opens on: where the user was in this company (remembered per account on
 * this computer), else the first screen.
 */
function opened({ accountId, zoneOf }: { accountId: string | null; zoneOf: ZoneOf }): ViewState {
  const now = Date.now();
  const first = initialViewState(now);
  const remembered = accountId === null ? null : readPlace(accountId);
  if (!remembered) return first;
  const perAccount = restoredPerAccount(remembered, zoneIn(zoneOf, first), now);
  return { perAccount, perPage: freshPage(perAccount.display) };
}

/** The workspace's view state, the dates it shows in the zone, and the actions on it. */
export interface WorkspaceView {
  readonly state: ViewState;
  readonly dates: DateSelection;
  readonly actions: ViewActions;
}

/**
 * Holds a workspace's view state, shown in `zoneOf` (the account's, or the system's until known; or
 * the zone of what the state shows). With `accountId`, where the user is (location or All
 * locations, tab, display, period, comparison) is remembered for that account on this computer, and
 * the workspace opens there again: after a switch of company, or a restart.
 */
export function useViewState(zoneOf: ZoneOf, accountId: string | null = null): WorkspaceView {
  const [state, dispatch] = useReducer(viewReducer, { accountId, zoneOf }, opened);
  const zone = zoneIn(zoneOf, state);
  // Made again only when the zone changes, which redraws everything anyway: memoised children keep them.
  const actions = useMemo(() => viewActions(dispatch, zone), [zone]);
  // The same object while nothing it is made of changes, so the page's memos keep their work.
  const { perAccount } = state;
  const { dates: chosen, openedAt } = perAccount;
  const dates = useMemo(
    () => datesShown({ dates: chosen, openedAt }, zone),
    [chosen, openedAt, zone],
  );
  useEffect(() => {
    if (accountId !== null) writePlace(accountId, placeToRemember(perAccount, zone, Date.now()));
  }, [accountId, perAccount, zone]);
  return { state, dates, actions };
}
