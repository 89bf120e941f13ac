import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ScheduleSummary } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { LastDeliveryCell, NextRunCell } from './DeliveryCell';
import { ReportSummary } from './ReportSummary';
import { ScheduleActions } from './ScheduleActions';
import { rhythmWords } from './schedule-words';
import type { ScheduleChange } from './use-schedules';

/** Every schedule in a row: what it sends, when, to whom, its next run and last delivery, and its actions. */
export function ScheduleTable(props: {
  readonly schedules: readonly ScheduleSummary[];
  readonly accountId: string;
  readonly busy: boolean;
  readonly onChange: (change: ScheduleChange) => void;
  readonly onEdit: (schedule: ScheduleSummary) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useLocaleFormat();
  const timeOf = (at: string) =>
    format.minuteOfDay(Number(at.slice(0, 2)) * 60 + Number(at.slice(3)));
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="xs" striped highlightOnHover data-testid="schedule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Name`}</Table.Th>
            <Table.Th>{t`What it sends`}</Table.Th>
            <Table.Th>{t`When`}</Table.Th>
            <Table.Th>{t`Send to`}</Table.Th>
            <Table.Th>{t`Next run`}</Table.Th>
            <Table.Th>{t`Last delivery`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.schedules.map((s) => (
            <Table.Tr key={s.name} data-testid="schedule-row" data-paused={s.paused || undefined}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={600}>
                    {s.name}
                  </Text>
                  {s.paused && (
                    <Badge size="sm" variant="light" color="gray">
                      {t`Paused`}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <ReportSummary report={s.report} />
                  {s.report.account !== props.accountId && (
                    <Text size="xs" c="dimmed">
                      {s.accountLabel ?? s.report.account}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rhythmWords(i18n, s.rhythm, timeOf(s.at), s.zone)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {s.recipients.map((r) => (
                    <Text key={r} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {r}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <NextRunCell schedule={s} />
              </Table.Td>
              <Table.Td>
                <LastDeliveryCell schedule={s} />
              </Table.Td>
              <Table.Td>
                <ScheduleActions
                  schedule={s}
                  busy={props.busy}
                  onChange={props.onChange}
                  onEdit={() => props.onEdit(s)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
