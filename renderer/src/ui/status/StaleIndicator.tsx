import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Loader, Text } from '@mantine/core';
import { RefreshIcon } from '../icons';
import { useLocaleFormat } from '../locale/use-locale-format';
import { Hint } from '../Hint';

const STALE_AFTER_MS = 5 * 60_000;

/**
 * "Updated 14:05" with a refresh button; warns when the data is old or the last refresh failed.
 * `refreshFailed` means the latest fetch failed, whether or not older data is still shown.
 */
export function StaleIndicator(props: {
  readonly updatedAt: number;
  readonly now: number;
  readonly zone: string;
  readonly fetching: boolean;
  readonly refreshFailed: boolean;
  readonly onRefresh: () => void;
}) {
  const { updatedAt, now, zone, fetching, refreshFailed, onRefresh } = props;
  const { t } = useLingui();
  const format = useLocaleFormat();
  const old = updatedAt > 0 && now - updatedAt > STALE_AFTER_MS;
  const neverLoaded = updatedAt === 0;
  const time = neverLoaded ? '' : format.clock(zone, updatedAt);
  const text = neverLoaded
    ? refreshFailed
      ? t`Could not load`
      : t`Loading…`
    : refreshFailed
      ? t`Refresh failed · showing data from ${time}`
      : old
        ? t`Last updated ${time}`
        : t`Updated ${time}`;
  const dot = refreshFailed ? 'error' : neverLoaded ? 'none' : old ? 'stale' : 'fresh';
  return (
    <Group gap={6} wrap="nowrap" data-testid="stale-indicator">
      {fetching ? (
        <Loader size={12} aria-label={t`Refreshing`} />
      ) : (
        <span className="status-dot" data-state={dot} aria-hidden="true" />
      )}
      <Text
        size="xs"
        c="dimmed"
        className={refreshFailed ? 'status-text-error' : old ? 'status-text-stale' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {fetching ? t`Refreshing…` : text}
      </Text>
      <Hint label={t`Refresh (Ctrl+R)`}>
        <ActionIcon
          aria-label={t`Refresh`}
          onClick={onRefresh}
          size="sm"
          variant="subtle"
          color="gray"
        >
          <RefreshIcon />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
