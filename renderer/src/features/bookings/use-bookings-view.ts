import { useState } from 'react';
import type { DateSelection } from '../../../../shared/view/navigation';
import type { Display } from './BookingsHeader';
import { useSelection, type SelectionActions } from './use-selection';

/** What stays the same when the user switches location: the dates shown and Timeline or Table. */
export interface BookingsView {
  readonly selection: DateSelection;
  readonly actions: SelectionActions;
  readonly display: Display;
  readonly setDisplay: (d: Display) => void;
}

/** Holds the bookings view's dates and display for a workspace. */
export function useBookingsView(zone: string): BookingsView {
  const [selection, actions] = useSelection(zone);
  const [display, setDisplay] = useState<Display>('timeline');
  return { selection, actions, display, setDisplay };
}
