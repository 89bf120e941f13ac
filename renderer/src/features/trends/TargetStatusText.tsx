import { Text } from '@mantine/core';
import { targetStatusWords, type TargetBand, type TargetStatus } from '#shared/sites/target-band';

/**
 * Where the latest utilisation stands against the site's target, in words and in colour (green
 * within, amber below: bays to spare, red above: too few); nothing said but "No target" without one.
 */
export function TargetStatusText(props: {
  readonly status: TargetStatus | null;
  readonly target: TargetBand | null;
}) {
  const { status, target } = props;
  if (!target)
    return (
      <Text size="xs" c="dimmed" data-testid="target-status">
        No target
      </Text>
    );
  if (!status)
    return (
      <Text size="xs" c="dimmed" data-testid="target-status">
        No open time to set against the target
      </Text>
    );
  const words = targetStatusWords(status, target);
  return (
    <Text
      size="xs"
      fw={600}
      className={`target-status target-${status}`}
      data-testid="target-status"
      data-status={status}
    >
      <span aria-hidden="true">● </span>
      {words.charAt(0).toUpperCase() + words.slice(1)}
    </Text>
  );
}
