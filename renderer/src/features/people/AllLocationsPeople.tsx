import { Trans } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { PeopleView } from './PeopleView';
import { AllLocationsShowAs } from '../trends/AllLocationsShowAs';

/** All locations as their people: everyone who booked at any site, over a period. */
export function AllLocationsPeople(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Each site on its own clock (site time), `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}) {
  const { accountId, zone, view } = props;
  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }} data-testid="all-locations-people">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          <Trans>All locations</Trans>
        </Title>
        <AllLocationsShowAs shown="people" onChange={view.actions.switchDisplay} />
      </Group>
      <PeopleView
        accountId={accountId}
        location={null}
        zone={zone}
        siteTime={props.siteTime ?? false}
      />
    </Stack>
  );
}
