import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { memo, type Ref } from 'react';
import type { DateSelection } from '#shared/view/navigation';
import { DateControls } from './DateControls';
import { FilterControls } from './FilterControls';
import { TimeOfDayControl } from './TimeOfDayControl';
import type { SelectionActions } from './view-state/view-dispatchers';

/** Dates, time of day, tags and search. Memoised: new bookings alone do not redraw it. */
export const BookingsToolbar = memo(function BookingsToolbar(props: {
  readonly selection: DateSelection;
  readonly actions: SelectionActions;
  readonly tags: readonly string[];
  readonly selectedTags: readonly string[];
  readonly onTags: (tags: string[]) => void;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly searchRef: Ref<HTMLInputElement>;
  /** The longest range the date picker allows. */
  readonly maxDays?: number;
  /** Today in the zone shown, for the period presets. */
  readonly today: string;
}) {
  const { selection, actions } = props;
  const { t } = useLingui();
  return (
    <Group gap={6} wrap="wrap" role="toolbar" aria-label={t`Bookings view`}>
      <DateControls
        value={selection}
        onChange={actions.set}
        onPrevious={actions.previous}
        onNext={actions.next}
        onToday={actions.today}
        maxDays={props.maxDays}
        today={props.today}
      />
      <TimeOfDayControl value={selection.timeOfDay} onChange={actions.setTimeOfDay} />
      <FilterControls
        tags={props.tags}
        selectedTags={props.selectedTags}
        onTags={props.onTags}
        search={props.search}
        onSearch={props.onSearch}
        searchRef={props.searchRef}
      />
    </Group>
  );
});
