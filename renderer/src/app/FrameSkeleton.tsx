import { useLingui } from '@lingui/react/macro';
import { Group, Skeleton, Text } from '@mantine/core';
import { LoadingRows } from '../ui/status/LoadingRows';
import { AppFrame } from './AppFrame';
import { PRODUCT_NAME } from './product-name';

/**
 * The app's frame before the accounts are known, painted at once: the header, the locations and the
 * bookings' place as skeletons, at the sizes the Workspace gives them, so nothing moves when it
 * replaces this.
 */
export function FrameSkeleton() {
  const { t } = useLingui();
  return (
    <AppFrame
      header={
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Text fw={700} size="sm" className="app-title" style={{ whiteSpace: 'nowrap' }}>
              {PRODUCT_NAME}
            </Text>
            <Skeleton h={30} w={180} radius="sm" />
          </Group>
          <Skeleton h={30} w={270} radius="sm" />
        </Group>
      }
      navbar={<LoadingRows rows={5} label={t`Loading locations`} />}
    >
      <LoadingRows rows={12} label={t`Starting`} />
    </AppFrame>
  );
}
