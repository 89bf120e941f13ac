import { useMemo, useReducer } from 'react';
import type { DateSelection } from '#shared/view/navigation';
import { viewActions, type ViewActions } from './view-dispatchers';
import { viewReducer } from './view-reducer';
import { datesShown, initialViewState, type ViewState } from './view-state';

function openedNow(): ViewState {
  return initialViewState(Date.now());
}

/** The workspace's view state, the dates it shows in the zone, and the actions on it. */
export interface WorkspaceView {
  readonly state: ViewState;
  readonly dates: DateSelection;
  readonly actions: ViewActions;
}

/** Holds a workspace's view state, shown in `zone` (the account's, or the system's until known). */
export function useViewState(zone: string): WorkspaceView {
  const [state, dispatch] = useReducer(viewReducer, null, openedNow);
  // Made again only when the zone changes, which redraws everything anyway: memoised children keep them.
  const actions = useMemo(() => viewActions(dispatch, zone), [zone]);
  // The same object while nothing it is made of changes, so the page's memos keep their work.
  const { dates: chosen, openedAt } = state.perAccount;
  const dates = useMemo(
    () => datesShown({ dates: chosen, openedAt }, zone),
    [chosen, openedAt, zone],
  );
  return { state, dates, actions };
}
