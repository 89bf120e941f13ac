import { Trans } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { AllLocationsShowAs } from './AllLocationsShowAs';

/** All locations shown as something other than its table: the title, Show as, and the view. */
export function AllLocationsFrame(props: {
  readonly shown: 'trends' | 'people' | 'ahead';
  readonly view: WorkspaceView;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }} data-testid={props.testId}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          <Trans>All locations</Trans>
        </Title>
        <AllLocationsShowAs shown={props.shown} onChange={props.view.actions.switchDisplay} />
      </Group>
      {props.children}
    </Stack>
  );
}
