import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ScheduleSummary } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** The next run of a schedule, in its zone; "with the next run" while a due time is not yet sent. */
export function NextRunCell(props: { readonly schedule: ScheduleSummary }) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const { nextRun, zone, paused } = props.schedule;
  if (paused) return <Text size="sm" c="dimmed">{t`Paused`}</Text>;
  if (!nextRun) return <Text size="sm">—</Text>;
  const when = format.dateTime(zone, Date.parse(nextRun.at));
  return (
    <Stack gap={0}>
      <Text size="sm">{when}</Text>
      {nextRun.catchUp && (
        <Text size="xs" c="dimmed">
          {t`A due report not yet sent goes with the next run`}
        </Text>
      )}
    </Stack>
  );
}

/** The last delivery: sent to whom and when, being sent, or the error a person can act on. */
export function LastDeliveryCell(props: { readonly schedule: ScheduleSummary }) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const { lastDelivery: last, zone } = props.schedule;
  if (!last) return <Text size="sm" c="dimmed">{t`Not sent yet`}</Text>;
  const due = format.dateTime(zone, Date.parse(last.dueAt));
  if (last.state === 'sent') {
    const when = format.dateTime(zone, Date.parse(last.sentAt ?? last.dueAt));
    const to = last.recipients.join(', ');
    return (
      <Text size="sm" data-testid="last-delivery">
        {t`Sent ${when} to ${to}`}
      </Text>
    );
  }
  if (last.state === 'sending') return <Text size="sm">{t`Being sent (due ${due})`}</Text>;
  const tries = last.attempts;
  return (
    <Stack gap={2} data-testid="last-delivery">
      <Text size="sm" c="red" fw={500}>
        {t`Not sent (due ${due}; tries: ${tries})`}
      </Text>
      <Text size="xs" lang="en">
        {last.error}
      </Text>
    </Stack>
  );
}
