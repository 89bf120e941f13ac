import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { AllLocationsFrame } from '../trends/AllLocationsFrame';
import { PeopleView } from './PeopleView';

/** All locations as their people: everyone who booked at any site, over a period. */
export function AllLocationsPeople(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Each site on its own clock (site time), `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}) {
  return (
    <AllLocationsFrame shown="people" view={props.view} testId="all-locations-people">
      <PeopleView
        accountId={props.accountId}
        location={null}
        zone={props.zone}
        siteTime={props.siteTime ?? false}
      />
    </AllLocationsFrame>
  );
}
