import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { AllLocationsFrame } from './AllLocationsFrame';
import { TrendsView } from './TrendsView';

/** All locations as each site's trend: a small chart per site, on one scale, and their table. */
export function AllLocationsTrends(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Each site on its own clock (site time), `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}) {
  return (
    <AllLocationsFrame shown="trends" view={props.view} testId="all-locations-trends">
      <TrendsView
        accountId={props.accountId}
        location={null}
        zone={props.zone}
        siteTime={props.siteTime ?? false}
      />
    </AllLocationsFrame>
  );
}
