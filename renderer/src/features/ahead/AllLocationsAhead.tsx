import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { AllLocationsFrame } from '../trends/AllLocationsFrame';
import { AheadView } from './AheadView';

/** All locations as their weeks ahead: every site on one screen, each opening its own days. */
export function AllLocationsAhead(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Each site on its own clock (site time), `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}) {
  const { view } = props;
  return (
    <AllLocationsFrame shown="ahead" view={view} testId="all-locations-ahead">
      <AheadView
        accountId={props.accountId}
        location={null}
        zone={props.zone}
        siteTime={props.siteTime ?? false}
        onOpenLocation={(id) => view.actions.openLocationInsights(id, 'ahead')}
      />
    </AllLocationsFrame>
  );
}
