import { useLingui } from '@lingui/react/macro';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ScheduleSummary } from '#shared/contract';
import type { ScheduleChange } from './use-schedules';

/** A row's actions: Send now, Edit, Pause or Resume, and Remove after a confirmation. */
export function ScheduleActions(props: {
  readonly schedule: ScheduleSummary;
  readonly busy: boolean;
  readonly onChange: (change: ScheduleChange) => void;
  readonly onEdit: () => void;
}) {
  const { t } = useLingui();
  const { schedule, busy, onChange } = props;
  const { name } = schedule;
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        disabled={busy}
        onClick={() => onChange({ kind: 'run', args: { name } })}
        aria-label={t`Send now: ${name}`}
      >
        {t`Send now`}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={props.onEdit}
        aria-label={t`Edit: ${name}`}
      >
        {t`Edit`}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={busy}
        onClick={() => onChange({ kind: 'pause', args: { name, paused: !schedule.paused } })}
        aria-label={schedule.paused ? t`Resume: ${name}` : t`Pause: ${name}`}
      >
        {schedule.paused ? t`Resume` : t`Pause`}
      </Button>
      <Popover
        opened={confirming}
        onChange={setConfirming}
        position="bottom-end"
        withArrow
        trapFocus
      >
        <Popover.Target>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => setConfirming((o) => !o)}
            aria-label={t`Remove: ${name}`}
          >
            {t`Remove`}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" maw={260}>
            <Text size="sm">{t`Remove “${name}” and its delivery log? It is no longer sent.`}</Text>
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                {t`Keep it`}
              </Button>
              <Button
                size="compact-sm"
                color="red"
                onClick={() => {
                  setConfirming(false);
                  onChange({ kind: 'remove', args: { name } });
                }}
              >
                {t`Remove the schedule`}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
