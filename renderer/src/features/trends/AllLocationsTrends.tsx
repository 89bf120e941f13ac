import { Trans } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { AllLocationsShowAs } from './AllLocationsShowAs';
import { TrendsView } from './TrendsView';

/** All locations as each site's trend: a small chart per site, on one scale, and their table. */
export function AllLocationsTrends(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Each site on its own clock (site time), `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}) {
  const { accountId, zone, view } = props;
  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }} data-testid="all-locations-trends">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          <Trans>All locations</Trans>
        </Title>
        <AllLocationsShowAs shown="trends" onChange={view.actions.switchDisplay} />
      </Group>
      <TrendsView
        accountId={accountId}
        location={null}
        zone={zone}
        siteTime={props.siteTime ?? false}
      />
    </Stack>
  );
}
