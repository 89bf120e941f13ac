import { ActionIcon, Group, Loader, Text, Tooltip } from '@mantine/core';
import { formatClock } from '../../../../shared/view/format';
import { RefreshIcon } from '../../app/icons';

const STALE_AFTER_MS = 5 * 60_000;

/** "Updated 14:05" with a refresh button; warns when the data is old or the last refresh failed. */
export function StaleIndicator(props: {
  readonly updatedAt: number;
  readonly now: number;
  readonly zone: string;
  readonly fetching: boolean;
  readonly refreshFailed: boolean;
  readonly onRefresh: () => void;
}) {
  const { updatedAt, now, zone, fetching, refreshFailed, onRefresh } = props;
  const old = updatedAt > 0 && now - updatedAt > STALE_AFTER_MS;
  const text =
    updatedAt === 0
      ? 'Not loaded yet'
      : refreshFailed
        ? `Refresh failed · showing data from ${formatClock(zone, updatedAt)}`
        : `${old ? 'Last updated' : 'Updated'} ${formatClock(zone, updatedAt)}`;
  return (
    <Group gap={6} wrap="nowrap" data-testid="stale-indicator">
      {fetching ? (
        <Loader size={12} aria-label="Refreshing" />
      ) : (
        <span
          className="status-dot"
          data-state={refreshFailed ? 'error' : old ? 'stale' : 'fresh'}
          aria-hidden="true"
        />
      )}
      <Text
        size="xs"
        c={refreshFailed ? 'red' : old ? 'orange' : 'dimmed'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {fetching ? 'Refreshing…' : text}
      </Text>
      <Tooltip label="Refresh (Ctrl+R)">
        <ActionIcon
          aria-label="Refresh"
          onClick={onRefresh}
          size="sm"
          variant="subtle"
          color="gray"
        >
          <RefreshIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
